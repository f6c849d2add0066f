import WorkbookShell

/// A test run stopped because it went on past the time allowed.
public struct TestTimeout: Sendable, Equatable, Codable {
    /// The test that was still running, when the event stream says.
    public var test: String?
    public var seconds: Int

    public init(test: String?, seconds: Int) {
        self.test = test
        self.seconds = seconds
    }

    /// `did not finish in 60 s — still running: “The answer is 42”`.
    public var summary: String {
        "did not finish in \(seconds) s" + (test.map { " — still running: “\($0)”" } ?? "")
    }
}
