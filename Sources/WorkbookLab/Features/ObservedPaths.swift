import AppCatalogue
import ArchitectureRules
import Foundation
import WorkbookRecords
import WorkbookShell

/// What each app's code did for each `side-by-side` feature, observed by running the feature's action under coverage
/// (`swift run workbook side-by-side --record`, stored in `Chapters/measurements/feature-paths.json`): for every app,
/// the files, functions and lines the action alone ran, grouped by the app's layers.
public struct ObservedPaths: Codable, Equatable, Sendable {
    /// A function or initialiser that ran, named as the scanner reads its declaration.
    public struct Function: Codable, Equatable, Sendable {
        /// `Router.action(url:)`'s `Router.action`; a closure is counted as the function it is written in, a
        /// member of a nested type by the top-level type around it.
        public var name: String
        /// The top-level type it belongs to, if any.
        public var type: String?
        /// Where it is declared.
        public var line: Int
    }

    /// A file some of whose lines ran.
    public struct File: Codable, Equatable, Sendable {
        /// From the repository's root: `Sources/UBER/BusinessLayer/Router.swift`.
        public var path: String
        /// The layer it belongs to: the app's diagram box (its rule book's `layers`) or its first folder.
        public var layer: String
        /// The lines that ran, in order.
        public var lines: [Int]
        public var functions: [Function]
    }

    /// A function entered, in the order of the first entry into each.
    public struct Call: Codable, Equatable, Sendable {
        public var name: String
        public var path: String
        /// Where the function is declared.
        public var line: Int
    }

    /// One app's code for one feature.
    public struct Path: Codable, Equatable, Sendable {
        public var module: String
        /// In layer order (the rule book's), then by path.
        public var files: [File]
        /// The app's functions in the order the action first entered them (SanitizerCoverage); empty when the
        /// build could not record it.
        public var calls: [Call] = []

        public var lines: Int { files.reduce(0) { $0 + $1.lines.count } }
        public var functions: Int { files.reduce(0) { $0 + $1.functions.count } }
        /// The calls whose function llvm-cov also saw run: a place the symbolizer puts in a function that did not
        /// run (a thunk's, say) is not a call of the app's code.
        public var callsThatRan: [Call] {
            calls.filter { call in
                files.contains { file in file.path == call.path && file.functions.contains { $0.line == call.line } }
            }
        }

        public var layers: [String] { files.map(\.layer).reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        public var types: [String] {
            files.flatMap { $0.functions.compactMap(\.type) }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
    }

    /// One feature in every app.
    public struct FeaturePaths: Codable, Equatable, Sendable {
        public var name: String
        public var summary: String
        public var apps: [Path]
    }

    /// How the paths were observed, as `side-by-side` says it.
    public var mechanism: String
    /// A hash of each app's sources when recorded: a path is shown only while the code is the code that ran.
    public var sources: [String: String]
    public var features: [FeaturePaths]

    public static let recordName = "feature-paths"

    /// How every path is observed.
    public static let mechanismStatement =
        "Observed, not read: each action run once in each app, on a fresh server, in one build with coverage "
        + "(--enable-code-coverage) and SanitizerCoverage (-sanitize-coverage=func,trace-pc-guard, with "
        + "--sanitize=address for its symbolizer) on. After the preparation the profile runtime's line counters are "
        + "set to zero and a C target starts writing down each function's first entry; after the action both are "
        + "written (Benchmarks/feature-paths) and read with llvm-cov and the symbolizer. A line ran when its count "
        + "is above zero; only the app's own lines (Sources/<App>) are counted, never those of the libraries every "
        + "app runs on (\(SourceTree.libraries.joined(separator: ", "))); files are listed by layer, then path; "
        + "the call order lists each function once, at its "
        + "first entry, and only functions llvm-cov also saw run. A closure is counted as the function it is "
        + "written in."

    /// An order file of `feature-paths` (`function␉/path/to/File.swift:line:column` per line) as the app's calls:
    /// its own functions only, each named as in ``path(lcov:module:root:scan:book:)``, each once.
    public static func calls(order: String, module: String, root: URL, scan: DependencyScan) -> [Call] {
        let prefix = root.standardizedFileURL.path + "/"
        var calls: [Call] = []
        for line in order.split(separator: "\n") {
            guard let place = line.split(separator: "\t").last else { continue }
            let parts = place.split(separator: ":")
            guard parts.count >= 3, let number = Int(parts[parts.count - 2]) else { continue }
            let full = parts.dropLast(2).joined(separator: ":")
            let relative = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
            guard relative.hasPrefix("Sources/\(module)/"),
                let source = scan.files.first(where: { $0.path == relative }),
                let function = function(startingAt: number, in: source)
            else { continue }
            let call = Call(name: function.name, path: relative, line: function.line)
            if !calls.contains(call) { calls.append(call) }
        }
        return calls
    }

    /// The path of `module` for the feature `name`.
    public func path(_ feature: String, _ module: String) -> Path? {
        features.first { $0.name == feature }?.apps.first { $0.module == module }
    }

    /// A hash of the Swift sources of `Sources/<module>` under `root`, by path and text.
    public static func sourcesHash(_ module: String, root: URL) throws -> String {
        let tree = try SourceTree(root: root, app: module)
        return ContentHash.of(
            tree.files(of: module).sorted { $0.path < $1.path }.flatMap { file in
                [file.path, file.lines.joined(separator: "\n")]
            })
    }

    /// The record at `root`, refusing one recorded from code that has changed since.
    public static func current(root: URL, context: MetricContext? = nil) throws -> ObservedPaths {
        try (context ?? MetricContext(root: root)).recording(recordName, as: ObservedPaths.self).checked(root: root)
    }

    /// The record itself, when every app's sources under `root` are still those that ran; else an error saying so.
    public func checked(root: URL) throws -> ObservedPaths {
        for architecture in Architecture.allCases {
            let module = architecture.moduleName
            guard sources[module] == (try Self.sourcesHash(module, root: root)) else {
                throw MetricError(
                    "Sources/\(module) changed since the feature paths were recorded: run "
                        + "`swift run workbook side-by-side --record`, then `swift run workbook snippets --update`.")
            }
        }
        return self
    }

    /// One app's path from llvm-cov's LCOV export of one action's counts: the lines of `Sources/<module>/` with a
    /// count above zero (`DA:`), and the functions llvm-cov saw run (`FN:` and `FNDA:` above zero), each named by
    /// the declaration the scanner finds on its first line — a closure by the function it is written in.
    public static func path(
        lcov: String, module: String, root: URL, scan: DependencyScan, book: RuleBook?
    ) -> Path {
        let prefix = root.standardizedFileURL.path + "/"
        var lines: [String: Set<Int>] = [:]
        var starts: [String: [String: Int]] = [:]
        var ranFunctions: [String: Set<String>] = [:]
        var current: String?
        for line in lcov.split(separator: "\n") {
            if line.hasPrefix("SF:") {
                let full = String(line.dropFirst(3))
                let relative = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
                current = relative.hasPrefix("Sources/\(module)/") ? relative : nil
                continue
            }
            guard let file = current else { continue }
            let fields = line.dropFirst(line.hasPrefix("FNDA:") ? 5 : 3).split(separator: ",", maxSplits: 1)
            guard fields.count == 2, let number = Int(fields[0]) else { continue }
            if line.hasPrefix("DA:"), Int(fields[1]) ?? 0 > 0 {
                lines[file, default: []].insert(number)
            } else if line.hasPrefix("FN:") {
                starts[file, default: [:]][String(fields[1])] = number
            } else if line.hasPrefix("FNDA:"), number > 0 {
                ranFunctions[file, default: []].insert(String(fields[1]))
            }
        }
        var files: [File] = []
        for (path, ran) in lines {
            guard let source = scan.files.first(where: { $0.path == path }) else { continue }
            let firstLines = Set((ranFunctions[path] ?? []).compactMap { starts[path]?[$0] }).sorted()
            var functions: [Function] = []
            for number in firstLines {
                guard let function = function(startingAt: number, in: source),
                    !functions.contains(function)
                else { continue }
                functions.append(function)
            }
            files.append(
                File(path: path, layer: layer(of: source, book: book), lines: ran.sorted(), functions: functions))
        }
        let order = book?.layers ?? []
        files.sort { left, right in
            let leftRank = order.firstIndex(of: left.layer) ?? order.count
            let rightRank = order.firstIndex(of: right.layer) ?? order.count
            return (leftRank, left.layer, left.path) < (rightRank, right.layer, right.path)
        }
        return Path(module: module, files: files)
    }

    /// The function llvm-cov saw start at `line`: the function, initialiser, subscript or computed property declared
    /// there, or — for a closure — the nearest one declared above it.
    static func function(startingAt line: Int, in file: SourceFile) -> Function? {
        let candidates = file.declarations.filter { declaration in
            let text = file.lines.indices.contains(declaration.line - 1) ? file.lines[declaration.line - 1] : ""
            let before = text.prefix(max(0, declaration.column - 1)).trimmingCharacters(in: .whitespaces)
            guard !before.hasSuffix(".") else { return false }  // `self.init(…)` calls, not declarations
            switch declaration.kind {
            case .function, .initializer, .subscript: return true
            case .variable:
                // A computed property: `var apiInput: APIInput {`, no `=` before its brace.
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                return trimmed.hasSuffix("{") && !trimmed.contains("=")
            default: return false
            }
        }
        guard let declaration = candidates.last(where: { $0.line <= line }) else { return nil }
        let type =
            declaration.enclosingType
            ?? file.declarations.last { $0.depth == 0 && ($0.kind.isType || $0.kind == .extension) && $0.line <= line }?
            .name
        return Function(
            name: (type.map { $0 + "." } ?? "") + declaration.name, type: type, line: declaration.line)
    }

    /// The diagram box of `file`: the first of the book's layers that holds it (they are listed deepest first), else
    /// its first folder, else `(top level)`.
    static func layer(of file: SourceFile, book: RuleBook?) -> String {
        if let layer = book?.layers.first(where: file.isInFolder) { return layer }
        return file.folder.split(separator: "/").first.map(String.init) ?? "(top level)"
    }
}
