import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookRecords

/// Benchmark figures: `bench --record` stores a measurement, the chapters' metrics render it.
@Suite("Benchmark figures come from a recorded measurement")
struct BenchmarkFiguresTests {
    private let record = BenchmarkRecord(
        benchmark: "demo-bench", baseline: "closures", events: 1_000_000, rounds: 3, processors: 2,
        workloads: [
            .init(name: "closures", summary: "plain closures", eventsPerSecond: [30_000_000, 20_000_000, 32_000_000]),
            .init(
                name: "chain", summary: "a chain", eventsPerSecond: [1_000_000, 500_000, 1_234_567],
                instructionsPerEvent: 5_432),
        ])

    private func render(_ metric: String, _ arguments: [String], root: URL) throws -> String {
        let context = MetricContext(root: root)
        guard let found = MetricCatalogue.standard.named(metric) else { throw MetricError("no metric \(metric)") }
        return try found.render(context, arguments)
    }

    @Test("Rates and slowdowns are medians over the rounds, each slowdown taken within its own round")
    func medians() throws {
        #expect(try record.medianRate("chain") == 1_000_000)
        // Round by round the closures were 30, 40 and about 25.9 times faster: the median is 30.
        #expect(try record.medianSlowdown("chain") == 30)
        #expect(throws: MetricError("demo-bench has no workload `other` (it has closures, chain).")) {
            try record.medianRate("other")
        }
    }

    @Test("The benchmark metrics render the recorded measurement")
    func figures() throws {
        let root = ScratchFolder.root.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try MeasurementsFolder(root: root).write(record, named: "demo-bench")
        #expect(try render("bench-slowdown", ["demo-bench", "chain"], root: root) == "30")
        #expect(try render("bench-rate", ["demo-bench", "closures"], root: root) == "30,000,000")
        #expect(try render("bench-rate", ["demo-bench", "chain"], root: root) == "1,000,000")
        #expect(try render("bench-microseconds", ["demo-bench", "chain"], root: root) == "1.00")
        #expect(try render("bench-instructions", ["demo-bench", "chain"], root: root) == "5,432")
        #expect(
            try render("bench-setup", ["demo-bench"], root: root)
                == "1,000,000 events per run, the median of 3 interleaved rounds, on 2 processors")
        #expect(
            try render("bench-table", ["demo-bench"], root: root)
                == """
                | Workload       | Events per second | Instructions per event | Times slower than closures |
                | -------------- | ----------------: | ---------------------: | -------------------------: |
                | plain closures |        30,000,000 |            not counted |                          1 |
                | a chain        |         1,000,000 |                  5,432 |                       30.0 |
                """)
        #expect(throws: MetricError("demo-bench was recorded without instruction counts (valgrind was missing).")) {
            try render("bench-instructions", ["demo-bench", "closures"], root: root)
        }
    }

    @Test("Callgrind's total is read from its report")
    func callgrindReport() {
        let report = "==1== Events    : Ir\n==1== Collected : 3791003130\n==1==\n==1== I   refs:      3,791,003,130\n"
        #expect(InstructionCounter.collected(in: report) == 3_791_003_130)
        #expect(InstructionCounter.collected(in: "no report") == nil)
    }
}
