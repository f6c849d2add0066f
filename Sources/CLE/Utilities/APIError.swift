/// Why a request brought back nothing a screen can use: the server refused it, or its answer could not be read.
enum APIError: Error, Equatable {
    /// A status outside 2xx. `message` is the server's own `message`, when it has visible characters.
    case refused(status: Int, message: String?)
    /// A 2xx answer whose body is not what the endpoint reads.
    case unreadable

    /// What a person reads: the server's words, else its status; or that the answer could not be read.
    var message: String {
        switch self {
        case .refused(_, let message?): message
        case .refused(let status, nil): "The server answered with status \(status)."
        case .unreadable: "The server's answer could not be read."
        }
    }
}
