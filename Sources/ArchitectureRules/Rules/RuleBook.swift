/// One app's layer rules, as its write-up states them, with the layers its diagram draws.
///
/// The books are data (`RuleBook+RHA.swift`, …): each rule cites the write-up's claim in our words. ``violations(in:)``
/// checks them against the code; every chapter's tests and `workbook compare` call it.
public struct RuleBook: Sendable {
    /// The app's module: `RHA`.
    public let module: String
    /// The write-up the rules come from, as a reader would look it up.
    public let writeUp: String
    /// The rules the write-up claims for its own code.
    public let rules: [LayerRule]
    /// Rules the app does not claim, checked only to show what a claim would cost (the baseline, measured against
    /// the layered apps' rules).
    public let unclaimed: [LayerRule]
    /// Folders drawn as one box each in the app's diagram, deepest first when they nest (`UILayer/Views` before
    /// `UILayer`); a file in no listed folder is drawn in the box of its first folder.
    public let layers: [String]
    /// The composition root: the folders and files (`App`, `AppDelegate.swift`) that build every layer and wire them
    /// together. They name everything and handle no feature, so a feature's path never passes through them.
    public let compositionRoot: [String]
    /// Folders of the module (`""` for its top level) that no rule reads a file of, besides the composition root,
    /// each with why: a rule is never kept because a folder was quietly left out of its scope.
    public let outsideTheRules: [String: String]

    public init(
        module: String, writeUp: String, rules: [LayerRule], unclaimed: [LayerRule] = [], layers: [String] = [],
        compositionRoot: [String], outsideTheRules: [String: String] = [:]
    ) {
        self.module = module
        self.writeUp = writeUp
        self.rules = rules
        self.unclaimed = unclaimed
        self.layers = layers
        self.compositionRoot = compositionRoot
        self.outsideTheRules = outsideTheRules
    }

    /// The rules the app is checked against: those it claims, or, for an app that claims none, the unclaimed ones.
    public var checkedRules: [LayerRule] {
        rules.isEmpty ? unclaimed : rules
    }

    /// The files of `scan` that at least one of ``checkedRules`` reads.
    public func filesRead(in scan: DependencyScan) -> [SourceFile] {
        scan.files.filter { file in checkedRules.contains { $0.scope.contains(file) } }
    }

    /// The module's folders (the first folder of each file's path; `""` for the top level) of which no rule reads a
    /// single file, in path order.
    public func foldersNoRuleReads(in scan: DependencyScan) -> [String] {
        let read = Set(filesRead(in: scan).map(\.path))
        let folders = scan.files.map(Self.topFolder).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        return folders.filter { folder in
            !scan.files.contains { Self.topFolder($0) == folder && read.contains($0.path) }
        }.sorted()
    }

    /// Why no rule reads `folder`: the composition root, when every file of it belongs there, or the book's reason.
    public func whyNoRuleReads(_ folder: String, in scan: DependencyScan) -> String? {
        if let reason = outsideTheRules[folder] { return reason }
        let files = scan.files.filter { Self.topFolder($0) == folder }
        let isRoot = !files.isEmpty && files.allSatisfy(isCompositionRoot)
        return isRoot ? "the composition root: it builds every layer and wires them together" : nil
    }

    /// Whether `file` is part of the composition root.
    public func isCompositionRoot(_ file: SourceFile) -> Bool {
        compositionRoot.contains { entry in
            entry.hasSuffix(".swift")
                ? (file.folder.isEmpty ? file.fileName : file.folder + "/" + file.fileName) == entry
                : file.isInFolder(entry)
        }
    }

    private static func topFolder(_ file: SourceFile) -> String {
        String(file.folder.split(separator: "/").first ?? "")
    }

    /// Every app's book, in chapter order, including apps still being written (their rules apply the day the app
    /// joins the catalogue).
    public static let all: [RuleBook] = [.baseline, .rha, .triggerObserver, .uber, .cleanMVVM, .cle, .unidirectional]

    /// The book of the app `module`.
    public static func named(_ module: String) -> RuleBook? {
        all.first { $0.module == module }
    }

    /// Where `rules` are broken in `scan` (the app's dependencies, read from its code), in file and line order.
    public func violations(of rules: [LayerRule], in scan: DependencyScan) -> [Violation] {
        rules.flatMap { violations(of: $0, in: scan) }.sorted(by: Self.inReadingOrder)
    }

    private static func inReadingOrder(_ left: Violation, _ right: Violation) -> Bool {
        (left.path, left.line, left.column, left.rule.id) < (right.path, right.line, right.column, right.rule.id)
    }

    /// Where `rule` is broken in `scan`, in file and line order.
    public func violations(of rule: LayerRule, in scan: DependencyScan) -> [Violation] {
        unsortedViolations(of: rule, in: scan).sorted(by: Self.inReadingOrder)
    }

    private func unsortedViolations(of rule: LayerRule, in scan: DependencyScan) -> [Violation] {
        let files = scan.files.filter(rule.scope.contains)
        switch rule.requirement {
        case .namesNothingFrom(let sources):
            let paths = Set(files.map(\.path))
            return scan.uses.filter { use in
                paths.contains(use.path) && sources.contains { $0.matches(use, app: module) }
            }.map { use in
                let place =
                    use.declaringModule != module
                    ? use.declaringModule : use.declaringFolder.isEmpty ? "the top level" : use.declaringFolder
                return Violation(
                    rule: rule, path: use.path, line: use.line, column: use.column,
                    finding: "names \(use.name) (\(place))", use: use, root: scan.root)
            }
        case .onlyStaticFunctionsInCaselessEnums, .onlyValueTypes:
            let found =
                rule.requirement == .onlyValueTypes
                ? files.flatMap(Self.referenceTypes) : files.flatMap(Self.statefulDeclarations)
            return found.map { file, declaration, finding in
                Violation(
                    rule: rule, path: file.path, line: declaration.line, column: declaration.column, finding: finding,
                    root: scan.root)
            }
        }
    }

    /// The classes and actors `file` declares, at any depth.
    private static func referenceTypes(_ file: SourceFile) -> [(SourceFile, Declaration, String)] {
        file.declarations.filter { $0.kind == .class || $0.kind == .actor }.map { declaration in
            (file, declaration, "declares \(declaration.kind.rawValue) \(declaration.name), a reference type")
        }
    }

    /// The declarations of `file` that are not a caseless enum's static functions, and what is wrong with each.
    private static func statefulDeclarations(_ file: SourceFile) -> [(SourceFile, Declaration, String)] {
        var found: [(SourceFile, Declaration, String)] = []
        for declaration in file.declarations where declaration.depth == 0 {
            if declaration.kind != .enum, declaration.kind != .extension {
                found.append((file, declaration, "declares \(declaration.kind.rawValue) \(declaration.name)"))
            }
        }
        for member in file.declarations where member.depth == 1 && member.kind != .genericParameter {
            if member.kind == .enumCase {
                found.append((file, member, "gives \(member.enclosingType ?? "its enum") the case \(member.name)"))
            } else if member.kind != .function || !member.isStatic {
                let what = member.kind == .function ? "instance function" : member.kind.rawValue
                found.append(
                    (file, member, "declares the \(what) \(member.name) in \(member.enclosingType ?? "a type")"))
            }
        }
        return found
    }
}
