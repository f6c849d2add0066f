/// Why a request brought back nothing a feature can use: the server refused it, or its answer could not be read.
/// Effects send it back inside their response actions, so a reducer decides what the person is told.
nonisolated public enum APIError: Error, Equatable, Sendable {
    /// A status outside 2xx. `message` is the server's own `message`, when it has visible characters.
    case refused(status: Int, message: String?)
    /// A 2xx answer whose body the feature needs and cannot read (DESIGN's tolerant reader).
    case unreadable

    /// `error` as the feature tells it: an ``APIError`` as it is; anything else a client throws is unreadable.
    public init(_ error: any Error) {
        self = error as? APIError ?? .unreadable
    }

    /// What a person reads: the server's words, else its status; or that the answer could not be read.
    public var message: String {
        switch self {
        case .refused(_, let message?): message
        case .refused(let status, nil): "The server answered with status \(status)."
        case .unreadable: "The server's answer could not be read."
        }
    }
}
