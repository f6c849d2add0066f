// snippet: rha-ai
/// The model behind Pros and Cons: what the Backend says for and against artificial intelligence.
///
/// `GET /ai/pros` fills only `advantages`, `GET /ai/cons` only `disadvantages`; the other stays `nil`.
public struct AI: Codable, Equatable {
    public var advantages: [String]?
    public var disadvantages: [String]?

    nonisolated public init(advantages: [String]? = nil, disadvantages: [String]? = nil) {
        self.advantages = advantages
        self.disadvantages = disadvantages
    }
}
// end-snippet
