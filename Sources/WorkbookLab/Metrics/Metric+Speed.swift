import Foundation
import WorkbookRecords

/// The workbook's own speed, rendered from the record `swift run workbook bench workbook-speed --record` writes.
extension Metric {
    static let speedMetrics: [Metric] = [
        Metric(
            name: "workbook-speed", parameters: ["FIGURE", "STATISTIC"],
            summary: "A measured time of the workbook (median or slowest), in seconds, from its speed benchmark."
        ) { context, arguments in
            let figure = try speedFigure(arguments[0], in: context)
            switch arguments[1] {
            case "median": return String(format: "%.1f s", figure.median)
            case "slowest": return String(format: "%.1f s", figure.slowest)
            default: throw MetricError("`\(arguments[1])` is not a statistic: say median or slowest.")
            }
        },
        Metric(
            name: "workbook-speed-runs", parameters: ["FIGURE"],
            summary: "How many times the speed benchmark measured a figure."
        ) { context, arguments in
            String(try speedFigure(arguments[0], in: context).samples.count)
        },
        Metric(
            name: "workbook-speed-machine",
            summary: "The machine the speed benchmark ran on: its cores and its load average at the end."
        ) { context, _ in
            let speed = try context.measurements.read(WorkbookSpeed.self)
            return "\(speed.cores) cores, load average \(speed.loadAverage)"
        },
        Metric(
            name: "workbook-speed-commit",
            summary:
                "The commit the speed benchmark measured (`workbook bench --check` says how far the code has moved since)."
        ) { context, _ in
            try context.measurements.read(WorkbookSpeed.self).commit
        },
    ]

    private static func speedFigure(_ name: String, in context: MetricContext) throws -> WorkbookSpeed.Figure {
        let speed = try context.measurements.read(WorkbookSpeed.self)
        guard let figure = speed.figures[name] else {
            throw MetricError(
                "The speed benchmark recorded no `\(name)` (it has \(speed.figures.keys.sorted().joined(separator: ", ")))."
            )
        }
        return figure
    }
}
