import Foundation
import WorkbookRecords

/// The benchmark's result: for each figure its samples in seconds, their median and the slowest, and what they ran
/// on. `workbook bench workbook-speed --record` keeps it as `Chapters/measurements/workbook-speed.json`, a
/// `WorkbookSpeed` record (WorkbookRecords).
struct SpeedRecord {
    let commit: String
    let cores: Int
    var loadAverage = ""
    private var figures: [String: [Double]] = [:]
    private var order: [String] = []

    init(commit: String, cores: Int) {
        self.commit = commit
        self.cores = cores
    }

    mutating func add(_ name: String, _ samples: [Double]) {
        figures[name] = samples
        order.append(name)
    }

    /// One line per figure: its median, its slowest, and how many samples.
    var summary: String {
        let width = (order.map(\.count).max() ?? 0) + 2
        return order.compactMap { name in
            figures[name].map { samples in
                name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + String(
                        format: "median %6.2f s   slowest %6.2f s   (%d run%@)", BenchmarkRecord.median(samples),
                        samples.max() ?? 0, samples.count, samples.count == 1 ? "" : "s")
            }
        }.joined(separator: "\n") + "\n(\(cores) cores; load average \(loadAverage) at the end; commit \(commit))"
    }

    /// The measurement as the `WorkbookSpeed` record `workbook bench workbook-speed --record` keeps.
    var speed: WorkbookSpeed {
        func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return WorkbookSpeed(
            commit: commit, cores: cores, loadAverage: loadAverage,
            figures: figures.mapValues { samples in
                WorkbookSpeed.Figure(
                    samples: samples.map(rounded), median: rounded(BenchmarkRecord.median(samples)),
                    slowest: rounded(samples.max() ?? 0))
            })
    }
}
