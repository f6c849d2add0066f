import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookShell

/// Chapter 9's decision guide: for each thing a team might value, the figure that measures it and every app ranked by
/// it, best first. Every cell is generated from `compare`'s figures and the change requests' record, and every
/// ranking follows ``SpreadRanking``'s rule, which the guide states under its table with what its `—` means.
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
            /// Apps whose chapter's tests run none of their code: rows about their tests have nothing to measure.
            let untested = rows.filter { $0.coverage?.coveredByChapter == 0 }.map(\.architecture.moduleName)
            let tested = modules.filter { !untested.contains($0) }
            let testedRows = rows.filter { tested.contains($0.architecture.moduleName) }
            /// Every app's figure summed over every change request, from both authors' patches.
            func overChanges(_ figureName: String, of modules: [String]) throws -> [(String, Spread<Int>)] {
                try modules.map { ($0, try totalSpread(figureName, of: $0, in: record)) }
            }
            /// Every app's patches for one change request, ranked by a figure.
            func inRequest(_ number: String, _ figureName: String) throws -> String {
                try ranking(of: measuredChange(number, context), by: figureName, context)
            }
            /// A ranking, then the apps it leaves out for want of a figure, each as `—`.
            func withDashes(_ ranking: String, for apps: [String] = untested) -> String {
                ([ranking] + apps.map { "\($0) —" }).joined(separator: ", ")
            }
            let unlayered = try unlayeredApps(context)
            let guide: [[String]] = [
                [
                    "A cheap cross-cutting change", "lines changed by request 04's patches",
                    try inRequest("04", "lines"),
                ],
                [
                    "A new screen that leaves the rest alone",
                    "lines request 06's patches changed in files that were there",
                    try inRequest("06", "existing-lines"),
                ],
                [
                    "A data layer you can swap", "layers request 05's patches reached",
                    try inRequest("05", "layers"),
                ],
                [
                    "Small changes", "lines changed over every request",
                    SpreadRanking(try overChanges("lines", of: modules)).text,
                ],
                [
                    "Few files per change", "source files touched over every request",
                    SpreadRanking(try overChanges("files", of: modules)).text,
                ],
                [
                    "Tests that survive change", "test files touched over every request",
                    withDashes(SpreadRanking(try overChanges("test-files", of: tested)).text),
                ],
                [
                    "Tests without doubles", "test doubles in the chapter's tests (compare's rule)",
                    withDashes(ranking(testedRows.map { ($0.architecture.moduleName, $0.doubles.count) })),
                ],
                [
                    "No double kept in step with a protocol",
                    "doubles that are types adopting an app protocol or class",
                    withDashes(ranking(testedRows.map { ($0.architecture.moduleName, $0.typeDoubles) })),
                ],
                [
                    "Least code run per action", "app lines the five side-by-side actions ran, together (observed)",
                    ranking(modules.map { module in (module, observed.paths(of: module).reduce(0) { $0 + $1.lines }) }),
                ],
                [
                    "A small app", "lines of code",
                    ranking(rows.map { ($0.architecture.moduleName, $0.size.linesOfCode) }),
                ],
                [
                    "Speed at run time", "the tour's time, times the Baseline's, over its rounds (release build)",
                    SpreadRanking(
                        rows.compactMap { row in row.tourSlowdowns.map { (row.architecture.moduleName, $0) } }
                    ).text { String(format: "%.2f", $0) },
                ],
                [
                    "Code its own tests run", "% of lines run by the chapter's tests (most first)",
                    withDashes(
                        SpreadRanking(
                            rows.compactMap { row -> (String, Spread<Int>)? in
                                guard let coverage = row.coverage, coverage.coveredByChapter > 0 else { return nil }
                                return (
                                    row.architecture.moduleName, Spread(coverage.percent(coverage.coveredByChapter))
                                )
                            }, order: .largestFirst
                        ).text { "\($0)%" }),
                ],
            ]
            let table = MarkdownTable(header: ["What you value", "Measured by", "Every app, best first"], rows: guide)
            return table.render() + "\n\n" + rankingRule(record) + untestedNote(untested) + unlayeredNote(unlayered)
        }
    ]

    /// The rule every ranking of the guide follows, said under it, with how many authors the change costs rest on.
    static func rankingRule(_ record: ChangesRecord) -> String {
        let bothAuthors = !record.changes.isEmpty && record.changes.allSatisfy { $0.secondOutcomes != nil }
        let changes =
            bothAuthors
            ? "A change's cost is the range of its two authors' patches"
            : "A change's cost is read from one author's patch, so it has no spread yet and ties only where equal"
        return "Two apps are ordered only where the ranges their figure was seen in do not overlap; apps whose ranges "
            + "overlap are tied, joined by ≈ in catalogue order, with the span their ranges cover. " + changes
            + "; the tour's time is the range of its rounds; a figure read from the code (its lines, its doubles, "
            + "the code an action ran) is one value, and apps tie only where it is equal."
    }

    /// What `—` means on the row about layers, for the apps whose code is one folder.
    private static func unlayeredNote(_ unlayered: [String]) -> String {
        guard !unlayered.isEmpty else { return "" }
        let one = unlayered.count == 1
        return " " + unlayered.joined(separator: " and ") + (one ? " shows" : " show") + " — on the row about layers "
            + "too: " + (one ? "its code is one folder" : "their code is one folder each")
            + ", so a change has no layer to stay in."
    }

    /// What `—` means, for the apps whose chapter's tests run none of their code.
    private static func untestedNote(_ untested: [String]) -> String {
        guard !untested.isEmpty else { return "" }
        let names = untested.joined(separator: " and ")
        return " " + names + " shows — on the rows about its own tests, and comes after the apps measured there: its "
            + "chapter's tests run none of its code (it is the control group, tested by the spec alone), so there is "
            + "nothing to count."
    }
}
