import WorkbookRecords
import WorkbookShell

/// The conformance matrix, scenario × app, as `workbook compare --spec` prints it and chapter 9 shows it.
public struct SpecMatrix {
    public let record: SpecRecord

    public init(_ record: SpecRecord) {
        self.record = record
    }

    static let legend = "✓ passed · K fails only as the spec's recorded known issue · ✗ failed · · not run"

    /// Suites as headings, one line per scenario cut to fit `width`, one column per app.
    public func text(width: Int) -> String {
        let columns = record.apps.map { max($0.count, 1) }
        let marks = columns.reduce(0) { $0 + $1 + 2 }
        let nameWidth = max(20, width - marks)
        var lines = [
            "".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + zip(record.apps, columns).map { "  " + $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined()
        ]
        var suite = ""
        for scenario in record.scenarios {
            if scenario.suite != suite {
                suite = scenario.suite
                lines.append(Truncation.cut(suite, toWidth: nameWidth))
            }
            let name = Truncation.cut("  " + scenario.name, toWidth: nameWidth).padding(
                toLength: nameWidth, withPad: " ", startingAt: 0)
            let cells = zip(record.apps, columns).map { app, width in
                "  " + (scenario.outcomes[app] ?? .notRun).mark.padding(toLength: width, withPad: " ", startingAt: 0)
            }
            lines.append(name + cells.joined())
        }
        lines.append("")
        let totals = record.apps.map { app in
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
