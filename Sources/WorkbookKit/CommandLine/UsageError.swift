/// A command line the workbook does not understand; it exits with status 2 and shows the usage.
public struct UsageError: Error, Sendable, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
