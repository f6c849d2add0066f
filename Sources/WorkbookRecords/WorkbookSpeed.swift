/// What `Benchmarks/workbook-speed` measured, as `workbook bench workbook-speed --record` keeps it in
/// `Chapters/measurements/workbook-speed.json`:
/// for each figure (`first-check`, `save-to-verdict`, `verify`, `swift-test`, …) its samples in seconds, their median
/// and the slowest, and the machine they ran on.
public struct WorkbookSpeed: NamedRecord, Sendable, Equatable {
    public struct Figure: Codable, Sendable, Equatable {
        public var samples: [Double]
        public var median: Double
        public var slowest: Double

        public init(samples: [Double], median: Double, slowest: Double) {
            self.samples = samples
            self.median = median
            self.slowest = slowest
        }
    }

    public var commit: String
    public var cores: Int
    /// The 1-, 5- and 15-minute load averages when the run ended.
    public var loadAverage: String
    public var figures: [String: Figure]

    public static let recordName = "workbook-speed"

    public init(commit: String, cores: Int, loadAverage: String, figures: [String: Figure]) {
        self.commit = commit
        self.cores = cores
        self.loadAverage = loadAverage
        self.figures = figures
    }
}
