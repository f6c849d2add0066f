import AppCatalogue
import Foundation

/// Chapter 8's change-cost figures, rendered from the record `swift run workbook changes --record` writes. A
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

    /// The record, checked against the patches as they are now.
    private static func changesRecord(_ context: MetricContext) throws -> ChangesRecord {
        let record = try context.recording(ChangesRecord.recordName, as: ChangesRecord.self)
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
