/// The `{"message": …}` of an error answer, read tolerantly: other fields are ignored, and a message that is missing,
/// not text, or only spaces counts as none.
nonisolated struct ErrorBody: Decodable {
    let message: String

    /// The message, unless it is nothing but spaces and line breaks.
    var visibleMessage: String? {
        message.contains { !$0.isWhitespace } ? message : nil
    }
}
