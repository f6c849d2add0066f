/// Why something a trigger asked for did not happen, in words a person can read. Observers receive it;
/// the loading infrastructure decides how to show it.
public enum AppError: Error, Equatable {
    /// The input was refused before anything was sent (a bad reservation id, an empty name).
    case invalidInput(String)
    /// The server said no, in its own words (`{"message": …}`).
    case refused(message: String)
    /// The server said no without saying why.
    case unexpectedStatus(Int)
    /// The answer was not the JSON the app expected.
    case unreadable

    public var message: String {
        switch self {
        case .invalidInput(let message), .refused(let message): message
        case .unexpectedStatus(let status): "The server answered with status \(status)."
        case .unreadable: "The server's answer could not be read."
        }
    }
}
