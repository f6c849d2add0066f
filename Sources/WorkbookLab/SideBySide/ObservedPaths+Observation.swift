import AppCatalogue
import ArchitectureRules
import Foundation
import WorkbookRecords
import WorkbookShell

/// How `side-by-side --record` observes each feature's path in each app (``ObservedPaths``): LLVM's coverage and call
/// order, read into the app's functions as the scanner names them and its layers as its rule book draws them; and the
/// check that a record is only shown while the code is the code that ran.
extension ObservedPaths {
    /// How every path is observed.
    public static let mechanismStatement =
        "Observed, not read: each action run once in each app, on a fresh server, in one unoptimised build (-Onone) "
        + "with coverage (--enable-code-coverage) and SanitizerCoverage (-sanitize-coverage=func,trace-pc-guard, with "
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
        let calls = order.split(separator: "\n").compactMap { line -> Call? in
            guard let place = line.split(separator: "\t").last else { return nil }
            let parts = place.split(separator: ":")
            guard parts.count >= 3, let number = Int(parts[parts.count - 2]) else { return nil }
            let full = parts.dropLast(2).joined(separator: ":")
            let relative = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
            guard relative.hasPrefix("Sources/\(module)/"),
                let source = scan.files.first(where: { $0.path == relative }),
                let function = function(startingAt: number, in: source)
            else { return nil }
            return Call(name: function.name, path: relative, line: function.line)
        }
        return calls.withoutRepeats
    }

    /// `module`'s path in each feature recorded for it.
    func paths(of module: String) -> [Path] {
        features.compactMap { $0.apps.first { $0.module == module } }
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
        try (context?.measurements ?? MeasurementsFolder(root: root)).read(ObservedPaths.self).checked(root: root)
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
        var files = lines.compactMap { path, ran -> File? in
            guard let source = scan.files.first(where: { $0.path == path }) else { return nil }
            let firstLines = Set((ranFunctions[path] ?? []).compactMap { starts[path]?[$0] }).sorted()
            let functions = firstLines.compactMap { function(startingAt: $0, in: source) }.withoutRepeats
            return File(path: path, layer: layer(of: source, book: book), lines: ran.sorted(), functions: functions)
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

extension Sequence where Element: Equatable {
    /// Each element once, where it first appears: a function entered twice is one function, one call.
    var withoutRepeats: [Element] {
        reduce(into: []) { kept, element in
            if !kept.contains(element) { kept.append(element) }
        }
    }
}
