/// Every error message the server sends, in one place: the apps show these words to the user.
public enum ServerMessage {
    public static let invalidReservationId = "Reservation id must be 1 to 8 digits"
    public static let emptyName = "Name must not be empty"
    /// Version 2's word for ``emptyName``: there a product's name is its `title`.
    public static let emptyTitle = "Title must not be empty"
    public static let nonPositivePrice = "Price must be a positive number"
    public static let malformedBody = "Malformed request body"
    public static let invalidPerPage = "perPage must be 1 to 50"
    public static let invalidPage = "page must be 1 or more"
    /// A v2 product page's `limit`, refused as v1 refuses `perPage`.
    public static let invalidLimit = "limit must be 1 to 50"
    /// A v2 product page's `after` that is not a `next` the server gave.
    public static let invalidCursor = "after must be the next of an earlier page"
    public static let invalidRating = "A rating is 1 to 5 stars."
    public static let invalidReviewText = "A review has 1 to 500 characters."
    /// The answer to a request without the session's token, when the server checks tokens (status 401).
    public static let sessionExpired = "Session expired"

    public static func reservationExists(_ id: String) -> String { "Reservation #\(id) already exists" }
    public static func noReservation(_ id: String) -> String { "No reservation #\(id)" }
    public static func noProduct(_ id: String) -> String { "No product #\(id)" }
    public static func noRoute(_ request: Request) -> String {
        "No route for \(request.method.rawValue) \(request.url)"
    }
}
