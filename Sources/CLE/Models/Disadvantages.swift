/// The server's answer about the cons of AI.
struct Disadvantages: Decodable, Equatable {
    let disadvantages: [String]
}
