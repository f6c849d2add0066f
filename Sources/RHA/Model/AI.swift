// snippet: rha-ai
/// The model behind Pros and Cons: what the Backend says for and against artificial intelligence.
///
/// `GET /ai/pros` fills only `advantages`, `GET /ai/cons` only `disadvantages`; the other stays `nil`.
struct AI: Codable, Equatable {
    var advantages: [String]?
    var disadvantages: [String]?
}
// end-snippet
