/// A failure the workbook explains to its user in one sentence, and exits non-zero.
public struct WorkbookError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
