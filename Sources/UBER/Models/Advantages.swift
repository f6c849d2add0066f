/// The pros of AI, as `GET /ai/pros` answers them: `{"advantages":[…]}`.
struct Advantages: Decodable, Equatable {
    var advantages: [String]
}
