import Foundation
import WorkbookRecords
import WorkbookShell

/// Benchmark figures, read from the measurement `workbook bench <name> --record` stored in
/// `Chapters/measurements/<name>.json` (a ``BenchmarkRecord``).
extension Metric {
    static let benchmarkMetrics: [Metric] = [
        Metric(
            name: "bench-table", parameters: ["BENCHMARK"],
            summary: "Every workload: median events per second, instructions per event, times slower than the baseline."
        ) { context, arguments in
            let record = try context.benchmark(arguments[0])
            let rows = try record.workloads.map { workload in
                [
                    workload.summary,
                    roughly(try record.medianRate(workload.name)),
                    workload.instructionsPerEvent.map(grouped) ?? "not counted",
                    workload.name == record.baseline
                        ? "1" : String(format: "%.1f", try record.medianSlowdown(workload.name)),
                ]
            }
            let header = [
                "Workload", "Events per second", "Instructions per event", "Times slower than \(record.baseline)",
            ]
            return MarkdownTable(header: header, rows: rows, numericColumns: [1, 2, 3]).render()
        },
        Metric(
            name: "bench-setup", parameters: ["BENCHMARK"],
            summary: "How the benchmark was measured: events per run, rounds, processors."
        ) { context, arguments in
            let record = try context.benchmark(arguments[0])
            return "\(grouped(record.events)) events per run, the median of \(record.rounds) interleaved rounds, "
                + "on \(record.processors) processors"
        },
        workloadFigure("bench-slowdown", summary: "How many times faster the baseline ran (median of the rounds).") {
            String(Int(try $0.medianSlowdown($1).rounded()))
        },
        workloadFigure("bench-rate", summary: "Median events per second, to three significant figures.") {
            roughly(try $0.medianRate($1))
        },
        workloadFigure("bench-microseconds", summary: "Microseconds one event takes at the median rate.") {
            String(format: "%.2f", 1_000_000 / max(try $0.medianRate($1), 1))
        },
        workloadFigure("bench-instructions", summary: "Instructions per event, counted by callgrind.") { record, name in
            guard let count = try record.workload(name).instructionsPerEvent else {
                throw MetricError("\(record.benchmark) was recorded without instruction counts (valgrind was missing).")
            }
            return grouped(count)
        },
    ]

    /// A figure of one workload: `<!-- metrics: bench-rate minirx-bench chain -->`.
    private static func workloadFigure(
        _ name: String, summary: String, _ value: @escaping @Sendable (BenchmarkRecord, String) throws -> String
    ) -> Metric {
        Metric(name: name, parameters: ["BENCHMARK", "WORKLOAD"], summary: summary) { context, arguments in
            try value(try context.benchmark(arguments[0]), arguments[1])
        }
    }

    /// `1234567` → `1,234,567`.
    private static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            let start = max(0, end - 3)
            return String(digits.dropFirst(start).prefix(end - start))
        }
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// A rate to three significant figures, grouped: `1192075` → `1,190,000`. A median over shared rounds is
    /// not worth more digits.
    private static func roughly(_ value: Double) -> String {
        guard value >= 1_000 else { return grouped(Int(value.rounded())) }
        let scale = pow(10, (log10(value).rounded(.down) - 2))
        return grouped(Int((value / scale).rounded() * scale))
    }
}

extension MetricContext {
    /// The measurement `workbook bench <name> --record` stored.
    public func benchmark(_ name: String) throws -> BenchmarkRecord {
        try measurements.read(BenchmarkRecord.self, named: name)
    }
}
