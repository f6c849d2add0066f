import WorkbookShell

/// How a test process ended early.
public struct TestCrash: Sendable, Equatable, Codable {
    /// The test that was running, when known.
    public var test: String?
    /// `Fatal error: Unexpectedly found nil while unwrapping an Optional value`, or the reason it was stopped.
    public var message: String
    /// The line of the exercise's own code where it stopped, when the backtrace says.
    public var location: String?

    public init(test: String?, message: String, location: String? = nil) {
        self.test = test
        self.message = message
        self.location = location
    }
}
