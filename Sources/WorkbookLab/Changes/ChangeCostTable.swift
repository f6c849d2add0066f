import WorkbookRecords
import WorkbookShell

/// The tables `workbook changes` prints and chapter 9 renders: what each change request cost each app, by each of
/// its two authors.
public enum ChangeCostTable {
    /// One row per change request, app and author: verdict, files, lines, layers (named, or counted to fit a
    /// terminal), types. The author's column is there once any request has a second author's patches.
    public static func details(_ results: [ChangeResult], namingLayers: Bool = true) -> MarkdownTable {
        let showsAuthor = results.contains { $0.secondOutcomes != nil }
        let rows = results.flatMap { result in
            PatchAuthor.allCases.flatMap { author in
                let outcomes = author == .first ? result.outcomes : result.secondOutcomes ?? []
                return outcomes.map { outcome in
                    let change = namingLayers ? result.name : String(result.name.prefix { $0 != "-" })
                    let who = showsAuthor ? [author.rawValue] : []
                    return [change, outcome.module] + who + detailCells(outcome, namingLayers: namingLayers)
                }
            }
        }
        let shift = showsAuthor ? 1 : 0
        return MarkdownTable(
            header: ["Change", "App"] + (showsAuthor ? ["Author"] : [])
                + ["Result", "Files", "Test files", "Lines", "Layers", "Types added"],
            rows: rows,
            numericColumns: Set((namingLayers ? [3, 4, 5, 7] : [3, 4, 5, 6, 7]).map { $0 + shift }))
    }

    /// One row per app, one column per change request, each cell `files / lines / layers`: source files touched,
    /// lines changed (added plus removed) and layers touched, each the range the two authors' patches span
    /// (`4 / 21–26 / 3–4`, one number where they agree or only one was measured); then the total over every
    /// request, from the sum of the smaller figures to the sum of the larger.
    public static func matrix(_ results: [ChangeResult], modules: [String]) -> MarkdownTable {
        let rows = modules.map { module -> [String] in
            let cells = results.map { result -> String in
                let costs = result.costs(of: module)
                guard !costs.isEmpty else { return "no patch" }
                let text = cell(CostSpread(costs))
                let failed = PatchAuthor.allCases.compactMap { result.outcome(for: module, by: $0) }
                    .first { $0.status != .passed && $0.status != .missing }
                return failed.map { text + " (\($0.status.rawValue))" } ?? text
            }
            let spreads = results.map { $0.costs(of: module) }.filter { !$0.isEmpty }.map(CostSpread.init)
            return [module] + cells + [cell(spreads.reduce(CostSpread.zero, +))]
        }
        return MarkdownTable(
            header: ["App"] + results.map { "\($0.name)" } + ["Total"], rows: rows,
            numericColumns: Set(1...(results.count + 1)))
    }

    private static func detailCells(_ outcome: ChangeOutcome, namingLayers: Bool) -> [String] {
        guard let cost = outcome.cost else { return [outcome.status.rawValue, "", "", "", "", ""] }
        let layers = namingLayers ? cost.layerNames.joined(separator: ", ") : String(cost.layers.count)
        return [
            outcome.status.rawValue, String(cost.sourceFiles.count), String(cost.testFiles.count),
            "+\(cost.linesAdded) −\(cost.linesRemoved)", layers, String(cost.typesAdded),
        ]
    }

    private static func cell(_ spread: CostSpread) -> String {
        "\(spread.files) / \(spread.lines) / \(spread.layers)"
    }
}
