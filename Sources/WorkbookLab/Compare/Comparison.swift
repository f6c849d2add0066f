import AppCatalogue
import ArchitectureRules
import Foundation
import WorkbookRecords
import WorkbookShell

/// `workbook compare`'s one table: every app's size, layer rules, test doubles, coverage, runtime and spec results.
///
/// Size, rules and doubles are read from the code on every call (they take well under a second). Coverage, runtime
/// and the spec matrix take minutes to measure, so they are read from what `workbook compare --record` and
/// `workbook bench tour-bench --record` stored in `Chapters/measurements/`; a measurement never taken shows as `—`.
public struct Comparison: Sendable {
    /// One app's figures.
    public struct Row: Sendable {
        public var architecture: Architecture
        public var size: ArchitectureMetrics
        public var book: RuleBook?
        /// Breaks of the rules the app claims.
        public var violations: [Violation]
        /// For an app that claims none: breaks of the rules it does not claim.
        public var unclaimedViolations: [Violation]
        public var graph: LayerGraph?
        /// Files at least one checked rule reads, of all the app's files.
        public var filesRead: (read: Int, total: Int)
        /// Folders no rule reads a file of, each with why (``RuleBook/whyNoRuleReads(_:in:)``; nil when unsaid).
        public var foldersNoRuleReads: [(folder: String, why: String?)]
        public var doubles: [TestDouble]
        /// The doubles that are types adopting an app protocol or class: the ones kept in step with it.
        public var typeDoubles: Int { doubles.filter { $0.form == .type }.count }
        public var coverage: CoverageRecord.Module?
        /// How many times the Baseline's time one tour takes (median of interleaved rounds).
        public var tourSlowdown: Double?
        /// The same, from its smallest round to its largest: the spread a ranking on speed is read against.
        public var tourSlowdowns: Spread<Double>?
        public var spec: (met: Int, knownIssues: Int, total: Int)?
    }

    public let rows: [Row]
    /// What each feature's action ran in each app, as `side-by-side --record` observed it; nil when not recorded, or
    /// recorded from code that has changed since.
    public var observedPaths: ObservedPaths?

    public static func measure(
        root: URL, architectures: [Architecture] = Architecture.allCases, context: MetricContext? = nil
    ) throws -> Comparison {
        let context = context ?? MetricContext(root: root)
        let coverage = try? context.measurements.read(CoverageRecord.self)
        let runtime = try? context.benchmark(BenchmarkRecord.tourBench)
        let spec = try? context.measurements.read(SpecRecord.self)
        let rows = try architectures.map { architecture -> Row in
            let module = architecture.moduleName
            let tests = architecture.chapterTests
            let tree = try SourceTree(
                root: root, folders: ([module] + SourceTree.libraries).map { "Sources/" + $0 } + ["Tests/" + tests])
            let scan = DependencyScan(module: module, in: tree)
            let appScan = DependencyScan(module: module, in: try SourceTree(root: root, app: module))
            let book = RuleBook.named(module)
            return Row(
                architecture: architecture, size: try context.module(module), book: book,
                violations: book.map { $0.violations(of: $0.rules, in: scan) } ?? [],
                unclaimedViolations: book.map { $0.violations(of: $0.unclaimed, in: scan) } ?? [],
                graph: book.map { LayerGraph(scan, book: $0) },
                filesRead: (book?.filesRead(in: appScan).count ?? 0, appScan.files.count),
                foldersNoRuleReads: book.map { book in
                    book.foldersNoRuleReads(in: appScan).map { ($0, book.whyNoRuleReads($0, in: appScan)) }
                } ?? [],
                doubles: TestDouble.doubles(in: tests, for: module, tree: tree),
                coverage: try? coverage?.module(module),
                tourSlowdown: try? runtime?.medianSlowdown(module),
                tourSlowdowns: (try? runtime?.slowdowns(module)).flatMap { Spread($0) },
                spec: spec.flatMap { $0.apps.contains(module) ? $0.summary(module) : nil })
        }
        return Comparison(rows: rows, observedPaths: try? ObservedPaths.current(root: root, context: context))
    }

    /// Code run per action: for each app and feature, the lines, functions, files and layers the action ran.
    public var codeRunTable: MarkdownTable? {
        guard let observedPaths else { return nil }
        let features = observedPaths.features
        return MarkdownTable(
            header: ["App"] + features.map(\.name),
            rows: rows.map { row in
                [row.architecture.moduleName]
                    + features.map { feature in
                        guard let path = observedPaths.path(feature.name, row.architecture.moduleName) else {
                            return "—"
                        }
                        return "\(path.lines) / \(path.functions) / \(path.files.count) / \(path.layers.count)"
                    }
            }, numericColumns: Set(features.indices.map { $0 + 1 }))
    }

    /// What the code-run table counts, and how it was observed.
    static let codeRunNote =
        "Code run per action: lines / functions / files / layers of the app that each feature's action alone ran "
        + "(swift run workbook side-by-side <feature> lists them). " + ObservedPaths.mechanismStatement

    /// The cells of one row, in the order of ``header``.
    func cells(_ row: Row) -> [String] {
        [
            row.architecture.moduleName, String(row.architecture.chapter), String(row.size.files),
            String(row.size.linesOfCode), String(row.size.types), rules(row),
            "\(row.filesRead.read)/\(row.filesRead.total)", String(row.doubles.count),
            row.coverage.map { "\($0.percent($0.coveredByChapter))%" } ?? "—",
            row.coverage.map { "\($0.percent($0.coveredBySpec))%" } ?? "—",
            row.tourSlowdown.map { String(format: "%.2f×", $0) } ?? "—",
            row.spec.map { "\($0.met)/\($0.total)" } ?? "—",
        ]
    }

    static let header = [
        "App", "Ch", "Files", "Lines", "Types", "Rules kept", "Files ruled", "Doubles", "Cov. chapter", "Cov. spec",
        "Tour", "Spec",
    ]
    static let numericColumns: Set<Int> = Set(1...11)
    /// The columns read from the code, and those read from the recordings, for a terminal too narrow for both.
    static let codeColumns = Array(0...7)
    static let recordedColumns = [0] + Array(8...11)

    /// `5/5`, `4/5`, or `none` for an app that claims no rule (the baseline).
    private func rules(_ row: Row) -> String {
        guard let book = row.book, !book.rules.isEmpty else { return "none" }
        let broken = Set(row.violations.map(\.rule.id)).count
        return "\(book.rules.count - broken)/\(book.rules.count)"
    }

    /// The table as a chapter shows it.
    public var table: MarkdownTable {
        MarkdownTable(header: Self.header, rows: rows.map(cells), numericColumns: Self.numericColumns)
    }

    /// What each column counts, what the rules leave out and why, what the baseline would break if it claimed the
    /// layered apps' rules, and what the figures do not say.
    public var notes: [String] {
        var notes = [
            "Lines: lines of code (not blank, not only a comment). Rules kept: the write-up's layer rules the scanner "
                + "finds unbroken (Sources/ArchitectureRules/Books). Files ruled: the app's files at least one of its "
                + "rules reads (for the Baseline, its unclaimed rule). Cov. chapter / Cov. spec: lines of the app's "
                + "module run by its chapter's tests alone / by the conformance spec alone (llvm-cov). Tour: time for "
                + "the same scripted tour of every feature, release build, as a multiple of the Baseline's (median of "
                + "interleaved rounds in one process). Spec: scenarios met (passed, or failing only as a recorded "
                + "known issue).",
            "Doubles: " + TestDouble.rule,
            observedPaths == nil
                ? "Code run per action: not shown, because Chapters/measurements/feature-paths.json is missing or was "
                    + "recorded from other code (swift run workbook side-by-side --record)." : Self.codeRunNote,
            "A chapter's tests are only the test files that import its app: chapter 1's test the server and "
                + "HeadlessUI, so the Baseline's screens are tested only through the UI, by the spec. Every app "
                + "passes the same conformance spec (swift test --filter Conformance).",
        ]
        for row in rows where !row.doubles.isEmpty {
            notes.append("\(row.architecture.moduleName)'s doubles: " + Self.doubleSummary(row.doubles) + ".")
        }
        for row in rows where !row.foldersNoRuleReads.isEmpty {
            let folders = row.foldersNoRuleReads.map { folder, why in
                "\(folder.isEmpty ? "the top level" : folder) (\(why ?? "no reason stated"))"
            }
            notes.append(
                "No rule of \(row.architecture.moduleName) reads " + folders.joined(separator: "; ") + ".")
        }
        for row in rows where row.book?.rules.isEmpty ?? false {
            let unclaimed = row.book?.unclaimed ?? []
            let files = Set(row.unclaimedViolations.map(\.path)).count
            notes.append(
                "\(row.architecture.moduleName) claims no layer rule. Checked against the unclaimed "
                    + unclaimed.map { "\"\($0.statement)\"" }.joined(separator: ", ")
                    + ", the scanner finds \(row.unclaimedViolations.count) breaks in \(files) files.")
        }
        for row in rows where !row.violations.isEmpty {
            notes.append(
                "\(row.architecture.moduleName) breaks its rules \(row.violations.count) times; first: "
                    + (row.violations.first?.description ?? ""))
        }
        return notes
    }

    /// `2 types (2 spies), 1 value of closures (1 spy)`: the doubles by form, each with its roles.
    static func doubleSummary(_ doubles: [TestDouble]) -> String {
        let forms: [TestDouble.Form] = [.type, .closure, .valueOfClosures]
        return forms.compactMap { form -> String? in
            let ofForm = doubles.filter { $0.form == form }
            guard !ofForm.isEmpty else { return nil }
            let roles: [TestDouble.Role] = [.spy, .stub, .dummy]
            let counts = roles.compactMap { role -> String? in
                let count = ofForm.filter { $0.role == role }.count
                return count == 0 ? nil : "\(count) \(count == 1 ? role.rawValue : role.plural)"
            }
            let name = ofForm.count == 1 ? form.rawValue : form.plural
            return "\(ofForm.count) \(name) (\(counts.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }

    /// The table and its notes as text for a terminal `width` columns wide: one table when it fits, else the code's
    /// figures and the measured ones as two tables, one under the other.
    public func text(width: Int) -> String {
        let body = rows.map(cells)
        var lines = Self.columns(Array(Self.header.indices), body: body)
        if lines.contains(where: { $0.count > width }) {
            lines = Self.columns(Self.codeColumns, body: body) + [""] + Self.columns(Self.recordedColumns, body: body)
        }
        if let codeRun = codeRunTable {
            lines += [""] + codeRun.terminalLines(width: width)
        }
        lines += notes.flatMap { [""] + TextWrap.lines($0, width: width) }
        return lines.joined(separator: "\n")
    }

    /// Some columns of the table as aligned text: a header, a rule, a line per app.
    private static func columns(_ picked: [Int], body: [[String]]) -> [String] {
        MarkdownTable(
            header: picked.map { header[$0] }, rows: body.map { cells in picked.map { cells[$0] } },
            numericColumns: Set(picked.indices.filter { numericColumns.contains(picked[$0]) })
        ).alignedLines()
    }
}
