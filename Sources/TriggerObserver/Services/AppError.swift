/// Why something a trigger asked for did not happen, in words a person can read. Observers receive it;
/// the loading infrastructure decides how to show it.
public enum AppError: Error, Equatable {
    /// The input was refused before anything was sent (a bad reservation id, an empty name).
    case invalidInput(String)
    /// The server said no: its status, and its own words (`{"message": …}`) when they have visible characters.
    case refused(status: Int, message: String?)
    /// The answer was not the JSON the app expected.
    case unreadable

    public var message: String {
        switch self {
        case .invalidInput(let message), .refused(_, let message?): message
        case .refused(let status, nil): "The server answered with status \(status)."
        case .unreadable: "The server's answer could not be read."
        }
    }
}
