import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookShell

/// Chapter 9's change-cost figures, rendered from the record `swift run workbook changes --record` writes. A
/// figure refuses to render when a patch changed since it was measured, so a refreshed patch cannot leave the
/// chapter quoting the old one's cost.
extension Metric {
    static let changeMetrics: [Metric] = [
        Metric(
            name: "change-cost-table",
            summary: "Every app × every change request: source files / lines changed / layers touched by its patch."
        ) { context, _ in
            let record = try changesRecord(context)
            return ChangeCostTable.matrix(record.changes, modules: Architecture.allCases.map(\.moduleName)).render()
        },
        Metric(
            name: "change-cost-details", parameters: ["CHANGE"],
            summary: "One change request's patches: verdict, files, test files, lines, layers and types added."
        ) { context, arguments in
            let record = try changesRecord(context)
            guard let change = record.changes.first(where: { $0.name.hasPrefix(arguments[0]) }) else {
                throw MetricError("No change request `\(arguments[0])` was measured.")
            }
            var table = ChangeCostTable.details([change])
            table.header.removeFirst()
            table.rows = table.rows.map { Array($0.dropFirst()) }
            table.numericColumns = Set(table.numericColumns.map { $0 - 1 })
            return table.render()
        },
        Metric(
            name: "change-cost", parameters: ["MODULE", "FIGURE"],
            summary: "An app's cost over every change request: files, lines, layers (touches summed) or types."
        ) { context, arguments in
            let record = try changesRecord(context)
            let costs = record.changes.compactMap { $0.outcome(for: arguments[0])?.cost }
            guard !costs.isEmpty else { throw MetricError("No patch of `\(arguments[0])` was measured.") }
            switch arguments[1] {
            case "files": return String(costs.reduce(0) { $0 + $1.sourceFiles.count })
            case "lines": return String(costs.reduce(0) { $0 + $1.linesChanged })
            case "layers": return String(costs.reduce(0) { $0 + $1.layers.count })
            case "types": return String(costs.reduce(0) { $0 + $1.typesAdded })
            case "test-files": return String(costs.reduce(0) { $0 + $1.testFiles.count })
            default:
                throw MetricError("`\(arguments[1])` is not a figure: say files, lines, layers, types or test-files.")
            }
        },
        Metric(
            name: "change-cost-in", parameters: ["CHANGE", "MODULE", "FIGURE"],
            summary: "One patch's cost: files, test-files, lines (added plus removed), added, removed, layers or types."
        ) { context, arguments in
            let cost = try patchCost(arguments[0], arguments[1], context)
            return try figure(arguments[2], of: cost)
        },
        Metric(
            name: "change-cost-rank", parameters: ["CHANGE", "FIGURE"],
            summary: "Every app's patch for one change request, cheapest first by a figure: `UBER 4, Baseline 7, …`."
        ) { context, arguments in
            let change = try measuredChange(arguments[0], context)
            let ranked = try change.outcomes.compactMap { outcome -> (String, Int)? in
                guard let cost = outcome.cost else { return nil }
                return (outcome.module, Int(try figure(arguments[1], of: cost)) ?? 0)
            }
            return ranking(ranked)
        },
        Metric(
            name: "change-cost-total-rank", parameters: ["FIGURE"],
            summary:
                "Every app, cheapest first by a figure summed over every change request: `Baseline 12, UBER 15, …`."
        ) { context, arguments in
            let record = try changesRecord(context)
            let ranked = try Architecture.allCases.map(\.moduleName).map { module -> (String, Int) in
                let costs = record.changes.compactMap { $0.outcome(for: module)?.cost }
                return (module, try costs.reduce(0) { $0 + (Int(try figure(arguments[0], of: $1)) ?? 0) })
            }
            return ranking(ranked)
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
        Metric(name: "changes-count", summary: "How many change requests Changes/ holds.") { context, _ in
            String(ChangeRequest.all(root: context.root).count)
        },
        Metric(
            name: "changes-passing",
            summary: "How many patches applied, built and passed, of how many, when last measured."
        ) { context, _ in
            let outcomes = try changesRecord(context).changes.flatMap(\.outcomes)
            return "\(outcomes.filter { $0.status == .passed }.count) of \(outcomes.count)"
        },
        Metric(name: "changes-seconds", summary: "How long `workbook changes` took when last measured.") { context, _ in
            let record = try changesRecord(context)
            return "\(Int(record.seconds)) s on \(record.cores) cores"
        },
    ]

    /// `UBER 4, Baseline 7, …`: cheapest first, apps that cost the same in catalogue order.
    static func ranking(_ costs: [(module: String, cost: Int)]) -> String {
        costs.enumerated().sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }
            .map { "\($0.element.module) \($0.element.cost)" }.joined(separator: ", ")
    }

    /// The change request measured under `name` (`02` or `02-stock`).
    private static func measuredChange(_ name: String, _ context: MetricContext) throws -> ChangeResult {
        guard let change = try changesRecord(context).changes.first(where: { $0.name.hasPrefix(name) }) else {
            throw MetricError("No change request `\(name)` was measured.")
        }
        return change
    }

    private static func patchCost(_ change: String, _ module: String, _ context: MetricContext) throws -> PatchCost {
        guard let cost = try measuredChange(change, context).outcome(for: module)?.cost else {
            throw MetricError("No patch of `\(module)` was measured for change \(change).")
        }
        return cost
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
        default:
            throw MetricError(
                "`\(name)` is not a figure: say files, test-files, lines, added, removed, layers or types.")
        }
    }

    /// The record, checked against the patches as they are now.
    static func changesRecord(_ context: MetricContext) throws -> ChangesRecord {
        let record = try context.measurements.read(ChangesRecord.self)
        for change in ChangeRequest.all(root: context.root) {
            let measured = record.changes.first { $0.name == change.name }
            for app in Architecture.allCases {
                let patch = change.patch(for: app).flatMap { TextFile.read($0) }
                let hash = patch.map { ContentHash.of([$0]) }
                guard measured?.outcome(for: app.moduleName)?.patchHash == hash else {
                    throw MetricError(
                        "Changes/\(change.name)/\(app.moduleName).patch is not the one measured: run "
                            + "`swift run workbook changes --record`, then `swift run workbook snippets --update`.")
                }
            }
        }
        return record
    }
}
