/// An error for tests: equal to another `TestError` with the same message.
public struct TestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for the reader of a failing test.
    public let message: String

    /// An error carrying `message`.
    public init(_ message: String = "test error") {
        self.message = message
    }

    public var description: String {
        "TestError(\(message))"
    }
}
