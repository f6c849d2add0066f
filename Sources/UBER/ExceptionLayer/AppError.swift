/// Everything that can go wrong in the app, in one vocabulary. Every layer reports these to the
/// ``ExceptionManager``; the UI layer turns them into the alerts a person sees.
public enum AppError: Error, Equatable, Sendable {
    /// A view sent a URL the router cannot follow.
    case badActionURL(String, RouterError)
    /// What a person typed is refused before anything is sent; the message says why.
    case invalidInput(String)
    /// The server refused the request: its status, and why (`{"message": …}`) when the reason has visible
    /// characters.
    case refused(status: Int, message: String?)
    /// The server's answer is not what was asked for (malformed JSON, a missing field).
    case unreadable
    /// No loaded list holds this product.
    case unknownProduct(Int)

    /// The sentence a person reads.
    public var message: String {
        switch self {
        case .badActionURL(let url, let reason): "The app cannot follow \(url): \(reason)."
        case .invalidInput(let message): message
        case .refused(_, let message?): message
        case .refused(let status, nil): "The server answered with status \(status)."
        case .unreadable: "The server's answer could not be read."
        case .unknownProduct(let id): "No product #\(id)"
        }
    }
}
