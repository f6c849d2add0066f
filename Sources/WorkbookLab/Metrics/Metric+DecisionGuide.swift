import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookShell

/// Chapter 9's decision guide: for each thing a team might value, the figure that measures it and every app ranked by
/// it, best first. Every cell is generated from `compare`'s figures and the change requests' record.
extension Metric {
    static let decisionGuideMetrics: [Metric] = [
        Metric(
            name: "decision-guide",
            summary: "What a team might value, the figure that measures it, and every app ranked by it, best first."
        ) { context, _ in
            let rows = try context.comparison().rows
            let record = try changesRecord(context)
            let observed = try ObservedPaths.current(root: context.root, context: context)
            let modules = rows.map(\.architecture.moduleName)
            /// Every app's figure summed over every change request.
            func overChanges(_ figureName: String) throws -> [(String, Int)] {
                try modules.map { module in
                    let costs = record.changes.compactMap { $0.outcome(for: module)?.cost }
                    return (module, try costs.reduce(0) { $0 + (Int(try figure(figureName, of: $1)) ?? 0) })
                }
            }
            let crossCutting = try modules.map { module -> (String, Int) in
                let change = record.changes.first { $0.name.hasPrefix("04") }
                let cost = change?.outcome(for: module)?.cost
                return (module, try cost.map { Int(try figure("lines", of: $0)) ?? 0 } ?? 0)
            }
            let guide: [[String]] = [
                ["A cheap cross-cutting change", "lines changed by request 04's patch", ranking(crossCutting)],
                ["Small changes", "lines changed over every request", ranking(try overChanges("lines"))],
                ["Few files per change", "source files touched over every request", ranking(try overChanges("files"))],
                [
                    "Tests that survive change", "test files touched over every request",
                    ranking(try overChanges("test-files")),
                ],
                [
                    "Tests without doubles", "test doubles in the chapter's tests (compare's rule)",
                    ranking(rows.map { ($0.architecture.moduleName, $0.doubles.count) }),
                ],
                [
                    "No double kept in step with a protocol",
                    "doubles that are types adopting an app protocol or class",
                    ranking(
                        rows.map { row in
                            (row.architecture.moduleName, row.doubles.filter { $0.form == .type }.count)
                        }),
                ],
                [
                    "Least code run per action", "app lines the five side-by-side actions ran, together (observed)",
                    ranking(
                        modules.map { module in
                            let paths = observed.features.compactMap { $0.apps.first { $0.module == module } }
                            return (module, paths.reduce(0) { $0 + $1.lines })
                        }),
                ],
                [
                    "A small app", "lines of code",
                    ranking(rows.map { ($0.architecture.moduleName, $0.size.linesOfCode) }),
                ],
                [
                    "Speed at run time", "the tour's time, times the Baseline's (MiniRx, release build)",
                    decimalRanking(
                        rows.compactMap { row in row.tourSlowdown.map { (row.architecture.moduleName, $0) } }),
                ],
                [
                    "Code its own tests run", "% of lines run by the chapter's tests (most first)",
                    descendingPercentRanking(
                        rows.compactMap { row in
                            row.coverage.map { (row.architecture.moduleName, $0.percent($0.coveredByChapter)) }
                        }),
                ],
            ]
            return MarkdownTable(header: ["What you value", "Measured by", "Every app, best first"], rows: guide)
                .render()
        }
    ]

    /// `CLE 98%, RHA 96%, …`: largest first, apps alike in catalogue order.
    private static func descendingPercentRanking(_ values: [(module: String, percent: Int)]) -> String {
        values.enumerated().sorted { (-$0.element.percent, $0.offset) < (-$1.element.percent, $1.offset) }
            .map { "\($0.element.module) \($0.element.percent)%" }.joined(separator: ", ")
    }

    /// `TriggerObserver 0.94, RHA 0.96, …`: smallest first, two decimals.
    private static func decimalRanking(_ values: [(module: String, value: Double)]) -> String {
        values.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }
            .map { "\($0.element.module) \(String(format: "%.2f", $0.element.value))" }.joined(separator: ", ")
    }
}
