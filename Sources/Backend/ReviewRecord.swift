/// A review of a product as the server stores it and sends it: `{"id":24,"rating":4,"text":"Solid."}`.
///
/// Review ids are one sequence for every product, handed out in the order the reviews are written, so the newest
/// review has the highest id: the server puts the newest first by id, never by a clock.
public struct ReviewRecord: Codable, Hashable, Sendable {
    public var id: Int
    /// 1 to 5 stars.
    public var rating: Int
    /// 1 to 500 characters, trimmed.
    public var text: String

    public init(id: Int, rating: Int, text: String) {
        self.id = id
        self.rating = rating
        self.text = text
    }
}
