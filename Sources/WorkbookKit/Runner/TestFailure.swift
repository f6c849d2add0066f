/// The first expectation that failed in a test run.
public struct TestFailure: Sendable, Equatable {
    /// The test's name, as its `@Test("…")` reads.
    public var test: String
    /// `Expectation failed: (label.text → "$19.99") == "USD 19.99"`.
    public var message: String
    /// The comments the test attached: what to do, and where.
    public var details: [String]
    /// `Exercises/Chapter01/Tests/Exercise1_1Tests/PriceTests.swift:12`.
    public var location: String?

    public init(test: String, message: String, details: [String] = [], location: String? = nil) {
        self.test = test
        self.message = message
        self.details = details
        self.location = location
    }
}
