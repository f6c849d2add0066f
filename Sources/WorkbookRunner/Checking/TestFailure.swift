import WorkbookShell

/// The first expectation that failed in a test run, and how many more did.
public struct TestFailure: Sendable, Equatable, Codable {
    /// The test's name, as its `@Test("…")` reads.
    public var test: String
    /// `Expectation failed: (label.text → "$19.99") == "USD 19.99"`.
    public var message: String
    /// The comments the test attached: what to do, and where.
    public var details: [String]
    /// `Exercises/Chapter01/Tests/Exercise1_1Tests/PriceTests.swift:12`.
    public var location: String?
    /// How many other expectations failed in the same run.
    public var otherIssues: Int
    /// How many tests failed in all, this one included.
    public var failingTests: Int
    /// Every issue of the run, this one included, as its test's name, its message and its comments in one line:
    /// what `verify` searches for the failure a shortcut must cause.
    public var everyIssue: [String]

    public init(
        test: String, message: String, details: [String] = [], location: String? = nil, otherIssues: Int = 0,
        failingTests: Int = 1, everyIssue: [String] = []
    ) {
        self.test = test
        self.message = message
        self.details = details
        self.location = location
        self.otherIssues = otherIssues
        self.failingTests = failingTests
        self.everyIssue = everyIssue
    }

    /// `… and 22 more expectations failed, in 3 tests.`, or nil when this was the only one.
    public var othersSummary: String? {
        guard otherIssues > 0 else { return nil }
        let expectations = otherIssues == 1 ? "1 more expectation" : "\(otherIssues) more expectations"
        let tests = failingTests == 1 ? "in the same test" : "in \(failingTests) tests"
        return "… and \(expectations) failed, \(tests)."
    }
}
