import WorkbookRecords
import WorkbookShell

/// The conformance matrix, scenario × app, as `workbook compare --spec` prints it and chapter 9 shows it.
public struct SpecMatrix {
    public let record: SpecRecord

    public init(_ record: SpecRecord) {
        self.record = record
    }

    static let legend = "✓ passed · K fails only as the spec's recorded known issue · ✗ failed · · not run"

    /// Suites as headings, each scenario's whole name wrapped beside its marks, one column per app: headed by the
    /// app's name when the names leave the scenarios at least half the width, else by its number, which a key above
    /// the matrix names. Every line fits `width`; a name is never cut.
    public func text(width: Int) -> String {
        let apps = record.apps
        let namedMarks = apps.reduce(0) { $0 + max($1.count, 1) + 2 }
        let headers = width - namedMarks >= width / 2 ? apps : apps.indices.map { String($0 + 1) }
        let nameWidth = max(10, width - headers.reduce(0) { $0 + max($1.count, 1) + 2 })
        var lines: [String] = []
        if headers != apps {
            let key = apps.enumerated().map { "\($0 + 1) \($1)" }.joined(separator: " · ")
            lines += TextWrap.lines("Apps: " + key, width: width) + [""]
        }
        // One table: the apps' header, then each suite's name and its scenarios' names, each beside its marks.
        var rows = [[""] + headers]
        var suite = ""
        for scenario in record.scenarios {
            if scenario.suite != suite {
                suite = scenario.suite
                rows += TextWrap.lines(suite, width: nameWidth).map { [$0] }
            }
            let name = TextWrap.lines(scenario.name, width: nameWidth, prefix: "  ", indent: "    ", mode: .verbatim)
            rows.append([name.first ?? ""] + apps.map { (scenario.outcomes[$0] ?? .notRun).mark })
            rows += name.dropFirst().map { [$0] }
        }
        lines += MarkdownTable(rows: rows).alignedRows() + [""]
        let totals = apps.map { app in
            let summary = record.summary(app)
            return "\(app) \(summary.met)/\(summary.total)"
                + (summary.knownIssues > 0 ? " (\(summary.knownIssues) known)" : "")
        }
        lines += TextWrap.lines("Scenarios met: " + totals.joined(separator: ", ") + ".", width: width)
        lines += TextWrap.lines(Self.legend, width: width)
        return lines.map(\.trailingSpacesTrimmed).joined(separator: "\n")
    }

    /// The matrix as a Markdown table: suite, scenario, one column per app.
    public var table: MarkdownTable {
        MarkdownTable(
            header: ["Suite", "Scenario"] + record.apps,
            rows: record.scenarios.map { scenario in
                [scenario.suite, scenario.name] + record.apps.map { (scenario.outcomes[$0] ?? .notRun).mark }
            })
    }
}
