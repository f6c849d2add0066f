/// Why a figure could not be rendered: a wrong argument, a missing file, a measurement never recorded.
public struct MetricError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
