/// The conformance matrix from a real run of `swift test --filter ConformanceTests`: every scenario, and how each app
/// did, read from Swift Testing's event stream. Kept in `Chapters/measurements/spec.json` by
/// `workbook compare --record spec`.
public struct SpecRecord: NamedRecord, Sendable, Equatable {
    /// How one app did in one scenario (all of its cases together).
    public enum Outcome: String, Codable, Sendable {
        case passed
        /// It failed only where the spec records a known issue (`withKnownIssue`).
        case knownIssue = "known issue"
        case failed
        /// It did not run (the app was not in the catalogue, or the run stopped).
        case notRun = "not run"

        /// One character for the matrix.
        public var mark: String {
            switch self {
            case .passed: "✓"
            case .knownIssue: "K"
            case .failed: "✗"
            case .notRun: "·"
            }
        }

        /// Whether the scenario counts as met: passed, or failing only as the spec says it should.
        public var isMet: Bool { self == .passed || self == .knownIssue }
    }

    /// One scenario of the spec.
    public struct Scenario: Codable, Sendable, Equatable {
        /// The suite's name: `Edge rules: statuses`.
        public var suite: String
        /// The test's name: `Any 2xx is success`.
        public var name: String
        /// By app module.
        public var outcomes: [String: Outcome]

        public init(suite: String, name: String, outcomes: [String: Outcome]) {
            self.suite = suite
            self.name = name
            self.outcomes = outcomes
        }
    }

    /// The apps, in catalogue order.
    public var apps: [String]
    public var scenarios: [Scenario]

    public static let recordName = "spec"

    public init(apps: [String], scenarios: [Scenario]) {
        self.apps = apps
        self.scenarios = scenarios
    }

    /// How many scenarios `app` met (passed, or known issue only), and how many of those were known issues.
    public func summary(_ app: String) -> (met: Int, knownIssues: Int, total: Int) {
        let outcomes = scenarios.map { $0.outcomes[app] ?? .notRun }
        return (outcomes.filter(\.isMet).count, outcomes.filter { $0 == .knownIssue }.count, scenarios.count)
    }
}
