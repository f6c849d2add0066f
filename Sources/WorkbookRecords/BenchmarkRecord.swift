/// One benchmark's measurement, as `workbook bench --record` keeps it in `Chapters/measurements/<benchmark>.json`
/// for the chapters' figures: what the benchmark printed with `--json` (every round's rate for every workload, the
/// workloads having run interleaved in one process), and the instructions per event callgrind counted, if it could.
public struct BenchmarkRecord: Codable, Sendable, Equatable {
    /// One thing the benchmark measures: plain closures, a MiniRx chain, …
    public struct Workload: Codable, Sendable, Equatable {
        public var name: String
        public var summary: String
        /// Its rate in each round, in order.
        public var eventsPerSecond: [Int]
        /// Instructions per event, counted by callgrind (the same on a busy machine as on an idle one).
        public var instructionsPerEvent: Int?

        public init(name: String, summary: String, eventsPerSecond: [Int], instructionsPerEvent: Int? = nil) {
            self.name = name
            self.summary = summary
            self.eventsPerSecond = eventsPerSecond
            self.instructionsPerEvent = instructionsPerEvent
        }
    }

    /// `Benchmarks/tour-bench`, every app taking the same scripted tour: the name of its executable and of its record
    /// (`Chapters/measurements/tour-bench.json`).
    public static let tourBench = "tour-bench"
    /// `Benchmarks/minirx-bench`, an event through a MiniRx chain beside plain closures: the name of its executable
    /// and of its record.
    public static let miniRxBench = "minirx-bench"

    /// The benchmark that measured it, and the name its record is kept under: ``tourBench``, ``miniRxBench``, …
    public var benchmark: String
    /// The workload the others are compared with.
    public var baseline: String
    /// Events per run of a workload.
    public var events: Int
    /// Rounds counted (after a warm-up round that is not).
    public var rounds: Int
    /// Processors of the machine it ran on.
    public var processors: Int
    public var workloads: [Workload]
    /// Events per run when callgrind counts a workload's instructions, if the benchmark chooses (a tour of an app is
    /// costlier under valgrind than an event through a chain); nil for the recorder's default.
    public var countedEvents: Int?

    public init(
        benchmark: String, baseline: String, events: Int, rounds: Int, processors: Int, workloads: [Workload],
        countedEvents: Int? = nil
    ) {
        self.benchmark = benchmark
        self.baseline = baseline
        self.events = events
        self.rounds = rounds
        self.processors = processors
        self.workloads = workloads
        self.countedEvents = countedEvents
    }

    public func workload(_ name: String) throws -> Workload {
        guard let workload = workloads.first(where: { $0.name == name }) else {
            let names = workloads.map(\.name).joined(separator: ", ")
            throw MetricError("\(benchmark) has no workload `\(name)` (it has \(names)).")
        }
        return workload
    }

    /// The median of a workload's rates: one round slowed by another build on the machine does not move it.
    public func medianRate(_ name: String) throws -> Double {
        Self.median(try workload(name).eventsPerSecond.map(Double.init))
    }

    /// How many times faster the baseline ran than `name`, round by round (both ran in the same round, so under
    /// the same load); the median of those ratios.
    public func medianSlowdown(_ name: String) throws -> Double {
        Self.median(try slowdowns(name))
    }

    /// How many times the baseline's time `name` took in each round, round by round: the baseline's rate in a round
    /// over `name`'s rate in the same round.
    public func slowdowns(_ name: String) throws -> [Double] {
        let baseline = try workload(self.baseline).eventsPerSecond
        let measured = try workload(name).eventsPerSecond
        return zip(baseline, measured).map { Double($0) / Double(max($1, 1)) }
    }

    /// The middle value, or the mean of the two middle values; 0 when there are none. Every benchmark summarises its
    /// rounds with it.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
