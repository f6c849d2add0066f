/// The server's answer about the pros of AI.
struct Advantages: Decodable, Equatable {
    let advantages: [String]
}
