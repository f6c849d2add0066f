import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookShell

/// Chapter 9's change-cost figures, rendered from the record `swift run workbook changes --record` writes. Each is
/// the range the two authors' patches span (one number where they agree, or where the record holds one author), and
/// a ranking orders two apps only when their ranges do not overlap (``SpreadRanking``). A figure refuses to render
/// when a patch changed since it was measured, so a refreshed patch cannot leave the chapter quoting the old one's
/// cost.
extension Metric {
    static let changeMetrics: [Metric] = [
        Metric(
            name: "change-cost-table",
            summary: "Every app × every change request: source files / lines changed / layers touched, both authors."
        ) { context, _ in
            let record = try changesRecord(context)
            return ChangeCostTable.matrix(record.changes, modules: Architecture.allCases.map(\.moduleName)).render()
        },
        Metric(
            name: "change-cost-details", parameters: ["CHANGE"],
            summary: "One change request's patches: verdict, files, test files, lines, layers and types added."
        ) { context, arguments in
            var table = ChangeCostTable.details([try measuredChange(arguments[0], context)])
            table.header.removeFirst()
            table.rows = table.rows.map { Array($0.dropFirst()) }
            table.numericColumns = Set(table.numericColumns.map { $0 - 1 })
            return table.render()
        },
        Metric(
            name: "change-cost", parameters: ["MODULE", "FIGURE"],
            summary: "An app's cost over every change request, both authors: files, lines, layers, types or test-files."
        ) { context, arguments in
            let record = try changesRecord(context)
            guard record.changes.contains(where: { !$0.costs(of: arguments[0]).isEmpty }) else {
                throw MetricError("No patch of `\(arguments[0])` was measured.")
            }
            return try totalSpread(arguments[1], of: arguments[0], in: record).description
        },
        Metric(
            name: "change-cost-in", parameters: ["CHANGE", "MODULE", "FIGURE"],
            summary:
                "One app's patches for one request, both authors: files, test-files, lines, added, removed, layers, types, "
                + "new-files, existing-files, existing-lines, or layer-names (the layers reached, by author where they differ)."
        ) { context, arguments in
            let costs = try measuredChange(arguments[0], context).costs(of: arguments[1])
            guard !costs.isEmpty else {
                throw MetricError("No patch of `\(arguments[1])` was measured for change \(arguments[0]).")
            }
            if arguments[2] == "layer-names" {
                let named = costs.map { $0.layerNames.joined(separator: ", ") }
                guard Set(named).count > 1 else { return named[0] }
                return zip(PatchAuthor.allCases, named).map { "\($0.rawValue) author: \($1)" }
                    .joined(separator: "; ")
            }
            return try spread(arguments[2], of: costs).description
        },
        Metric(
            name: "change-cost-rank", parameters: ["CHANGE", "FIGURE"],
            summary: "Every app's patches for one change request, cheapest first by a figure, ties as `UBER ≈ CLE 4–7`."
        ) { context, arguments in
            try ranking(of: measuredChange(arguments[0], context), by: arguments[1], context)
        },
        Metric(
            name: "change-cost-total-rank", parameters: ["FIGURE"],
            summary:
                "Every app, cheapest first by a figure summed over every change request, ties as `UBER ≈ CLE 12–15`."
        ) { context, arguments in
            let record = try changesRecord(context)
            return SpreadRanking(
                try Architecture.allCases.map(\.moduleName).map { module in
                    (module, try totalSpread(arguments[0], of: module, in: record))
                }
            ).text
        },
        Metric(
            name: "change-scenarios", parameters: ["CHANGE", "MODULE"],
            summary: "The spec's test cases and the acceptance test cases one patch was run against."
        ) { context, arguments in
            let change = try measuredChange(arguments[0], context)
            guard let outcome = change.outcome(for: arguments[1]) else {
                throw MetricError("No patch of `\(arguments[1])` was measured for \(change.name).")
            }
            return
                "\(outcome.specScenarios) test cases of the spec and \(outcome.acceptanceScenarios) acceptance test cases"
        },
        Metric(
            name: "change-author-difference", parameters: ["CHANGE"],
            summary:
                "How far apart the two authors' patches of one request are in lines changed: the median over the apps "
                + "and the largest."
        ) { context, arguments in
            let change = try measuredChange(arguments[0], context)
            let differences = change.outcomes.compactMap { outcome -> Int? in
                let lines = change.costs(of: outcome.module).map(\.linesChanged)
                guard let fewest = lines.min(), let most = lines.max(), lines.count == 2 else { return nil }
                return most - fewest
            }
            guard let largest = differences.max() else {
                throw MetricError("Change \(change.name) was measured without second patches.")
            }
            return "median \(median(of: differences)), largest \(largest) (\(differences.count) apps)"
        },
        Metric(
            name: "ranking-rule",
            summary: "The rule every ranking follows, and how many authors' patches the change costs rest on."
        ) { context, _ in
            rankingRule(try changesRecord(context))
        },
        Metric(name: "changes-count", summary: "How many change requests Changes/ holds.") { context, _ in
            String(ChangeRequest.all(root: context.root).count)
        },
        Metric(
            name: "changes-passing",
            summary: "How many patches applied, built and passed, of how many, when last measured."
        ) { context, _ in
            let outcomes = try changesRecord(context).changes.flatMap { $0.outcomes + ($0.secondOutcomes ?? []) }
            return "\(outcomes.filter { $0.status == .passed }.count) of \(outcomes.count)"
        },
        Metric(name: "changes-seconds", summary: "How long `workbook changes` took when last measured.") { context, _ in
            let record = try changesRecord(context)
            return "\(Int(record.seconds)) s on \(record.cores) cores"
        },
    ]

    /// `UBER 4, Baseline ≈ CLE 7, …`: figures measured once, without a spread, fewest first; apps with the same
    /// figure are tied, in catalogue order.
    static func ranking(_ figures: [(module: String, value: Int)]) -> String {
        SpreadRanking(figures.map { ($0.module, Spread($0.value)) }).text
    }

    /// Every app's patches for `change`, cheapest first by a figure; by `layers`, the apps of one folder come last as
    /// `—` (``unlayeredApps(_:)``).
    static func ranking(of change: ChangeResult, by figureName: String, _ context: MetricContext) throws -> String {
        let unranked = figureName == "layers" ? try unlayeredApps(context) : []
        let ranked = try change.outcomes.compactMap { outcome -> (String, Spread<Int>)? in
            let costs = change.costs(of: outcome.module)
            guard !costs.isEmpty, !unranked.contains(outcome.module) else { return nil }
            return (outcome.module, try spread(figureName, of: costs))
        }
        return ([SpreadRanking(ranked).text] + unranked.map { "\($0) —" }).joined(separator: ", ")
    }

    /// The apps whose code is one folder, the module's own (`(module)`, the Baseline's): every patch of theirs that
    /// was measured reached that folder and no other, so a change has no layer to stay in, and a ranking by layers
    /// shows them as `—`, last.
    static func unlayeredApps(_ context: MetricContext) throws -> [String] {
        let record = try changesRecord(context)
        return Architecture.allCases.map(\.moduleName).filter { module in
            let costs = record.changes.flatMap { $0.costs(of: module) }
            return !costs.isEmpty && costs.allSatisfy { $0.layerNames == ["(module)"] }
        }
    }

    /// The middle of `values` once sorted, or the mean of the two middle ones, written as `5` or `8.5`.
    static func median(of values: [Int]) -> String {
        let middle = BenchmarkRecord.median(values.map(Double.init))
        return middle.rounded() == middle ? String(Int(middle)) : String(format: "%.1f", middle)
    }

    /// The range of one figure over the patches of one app for one request, one per author.
    static func spread(_ figureName: String, of costs: [PatchCost]) throws -> Spread<Int> {
        let values = try costs.map { Int(try figure(figureName, of: $0)) ?? 0 }
        return Spread(values) ?? Spread(0)
    }

    /// The range of one figure summed over every request: the sum of each request's smaller figure to the sum of
    /// its larger.
    static func totalSpread(_ figureName: String, of module: String, in record: ChangesRecord) throws -> Spread<Int> {
        try record.changes.map { $0.costs(of: module) }.filter { !$0.isEmpty }
            .reduce(Spread(0)) { $0 + (try spread(figureName, of: $1)) }
    }

    /// The change request measured under `name` (`02` or `02-stock`).
    static func measuredChange(_ name: String, _ context: MetricContext) throws -> ChangeResult {
        guard let change = try changesRecord(context).changes.first(where: { $0.name.hasPrefix(name) }) else {
            throw MetricError("No change request `\(name)` was measured.")
        }
        return change
    }

    static func figure(_ name: String, of cost: PatchCost) throws -> String {
        switch name {
        case "files": String(cost.sourceFiles.count)
        case "test-files": String(cost.testFiles.count)
        case "lines": String(cost.linesChanged)
        case "added": String(cost.linesAdded)
        case "removed": String(cost.linesRemoved)
        case "layers": String(cost.layers.count)
        case "types": String(cost.typesAdded)
        case "new-files": String(cost.newSourceFiles.count)
        case "existing-files": String(cost.sourceFiles.count - cost.newSourceFiles.count)
        case "existing-lines": String(cost.linesChangedInExistingFiles)
        default:
            throw MetricError(
                "`\(name)` is not a figure: say files, test-files, lines, added, removed, layers, types, new-files, "
                    + "existing-files or existing-lines.")
        }
    }

    /// The record, checked against the patches as they are now: every first author's patch, and every second
    /// author's where the record measured the request's second patches.
    static func changesRecord(_ context: MetricContext) throws -> ChangesRecord {
        let record = try context.measurements.read(ChangesRecord.self)
        for change in ChangeRequest.all(root: context.root) {
            let measured = record.changes.first { $0.name == change.name }
            let authors: [PatchAuthor] = measured?.secondOutcomes == nil ? [.first] : [.first, .second]
            for author in authors {
                for app in Architecture.allCases {
                    let patch = change.patch(for: app, by: author).flatMap { TextFile.read($0) }
                    let hash = patch.map { ContentHash.of([$0]) }
                    guard measured?.outcome(for: app.moduleName, by: author)?.patchHash == hash else {
                        throw MetricError(
                            "Changes/\(change.name)/\(author.folderPrefix)\(app.moduleName).patch is not the one "
                                + "measured: run `swift run workbook changes --record`, then "
                                + "`swift run workbook snippets --update`.")
                    }
                }
            }
        }
        return record
    }
}
