/// The cons of AI, as `GET /ai/cons` answers them: `{"disadvantages":[…]}`.
struct Disadvantages: Decodable, Equatable {
    var disadvantages: [String]
}
