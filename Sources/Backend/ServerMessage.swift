/// Every error message the server sends, in one place: the apps show these words to the user.
public enum ServerMessage {
    public static let invalidReservationId = "Reservation id must be 1 to 8 digits"
    public static let emptyName = "Name must not be empty"
    public static let nonPositivePrice = "Price must be a positive number"
    public static let malformedBody = "Malformed request body"
    public static let invalidPerPage = "perPage must be 1 to 50"
    public static let invalidPage = "page must be 1 or more"
    /// The answer to a request without the session's token, when the server checks tokens (status 401).
    public static let sessionExpired = "Session expired"

    public static func reservationExists(_ id: String) -> String { "Reservation #\(id) already exists" }
    public static func noReservation(_ id: String) -> String { "No reservation #\(id)" }
    public static func noProduct(_ id: String) -> String { "No product #\(id)" }
    public static func noRoute(_ request: Request) -> String {
        "No route for \(request.method.rawValue) \(request.url)"
    }

    /// `true` when `id` is 1 to 8 ASCII digits: the rule both the server and the apps enforce.
    public static func isValidReservationId(_ id: String) -> Bool {
        (1...8).contains(id.count) && id.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
