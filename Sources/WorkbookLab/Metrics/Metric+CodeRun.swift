import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookShell

/// Code run per action: the app code each `side-by-side` feature's action alone ran, as observed under coverage and
/// recorded by `swift run workbook side-by-side --record` (``ObservedPaths``). A figure refuses to render when an
/// app's code changed since it was recorded.
extension Metric {
    static let codeRunMetrics: [Metric] = [
        Metric(
            name: "code-run-table",
            summary: "Every app × every feature: lines / functions / files / layers its action alone ran."
        ) { context, _ in
            _ = try ObservedPaths.current(root: context.root, context: context)
            guard let table = try context.comparison().codeRunTable else {
                throw MetricError("The feature paths are not recorded: run `swift run workbook side-by-side --record`.")
            }
            return table.render()
        },
        Metric(
            name: "code-run-app", parameters: ["MODULE"],
            summary: "One app's code run per action, with the Baseline's lines beside it."
        ) { context, arguments in
            let record = try ObservedPaths.current(root: context.root, context: context)
            let rows = try record.features.map { feature -> [String] in
                guard let path = feature.apps.first(where: { $0.module == arguments[0] }) else {
                    throw MetricError("`\(arguments[0])` was not recorded for \(feature.name).")
                }
                let baseline = feature.apps.first { $0.module == Architecture.baseline.moduleName }
                return [
                    feature.name, String(path.lines), String(path.functions), String(path.files.count),
                    String(path.layers.count), baseline.map { String($0.lines) } ?? "—",
                ]
            }
            return MarkdownTable(
                header: ["Action", "Lines run", "Functions", "Files", "Layers", "Baseline's lines"], rows: rows,
                numericColumns: [1, 2, 3, 4, 5]
            ).render()
        },
        Metric(
            name: "code-run", parameters: ["MODULE", "FEATURE", "FIGURE"],
            summary: "One app's code run for one feature's action: lines, functions, files or layers."
        ) { context, arguments in
            let record = try ObservedPaths.current(root: context.root, context: context)
            guard let path = record.path(arguments[1], arguments[0]) else {
                throw MetricError("`\(arguments[1])` in `\(arguments[0])` was not recorded.")
            }
            return String(try codeRunFigure(arguments[2], of: path))
        },
        Metric(
            name: "code-run-rank", parameters: ["FIGURE"],
            summary: "Every app by a figure summed over every feature's action, least first: `Baseline 157, …`."
        ) { context, arguments in
            let record = try ObservedPaths.current(root: context.root, context: context)
            return ranking(
                try Architecture.allCases.map(\.moduleName).map { module in
                    (module, try record.paths(of: module).reduce(0) { $0 + (try codeRunFigure(arguments[0], of: $1)) })
                })
        },
        Metric(
            name: "code-run-chart",
            summary: "A Mermaid bar chart of each app's lines run, every feature's action together."
        ) { context, _ in
            let record = try ObservedPaths.current(root: context.root, context: context)
            let modules = Architecture.allCases.map(\.moduleName)
            return barChart(
                title: "Lines run by the five actions together", labels: modules,
                values: modules.map { module in Double(record.paths(of: module).reduce(0) { $0 + $1.lines }) })
        },
    ]

    static func codeRunFigure(_ name: String, of path: ObservedPaths.Path) throws -> Int {
        switch name {
        case "lines": path.lines
        case "functions": path.functions
        case "files": path.files.count
        case "layers": path.layers.count
        default: throw MetricError("`\(name)` is not a figure: say lines, functions, files or layers.")
        }
    }
}
