/// The body of the server's refusals: `{"message": "…"}`.
struct ErrorBody: Decodable {
    var message: String

    /// The message, unless it is nothing but spaces and line breaks.
    var visibleMessage: String? {
        message.contains { !$0.isWhitespace } ? message : nil
    }
}
