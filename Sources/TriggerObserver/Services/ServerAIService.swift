import Backend

/// The ``AIService`` the app runs on: `GET /ai/pros` and `GET /ai/cons`.
struct ServerAIService: AIService {
    let client: APIClient

    private struct Advantages: Decodable {
        var advantages: [String]
    }

    private struct Disadvantages: Decodable {
        var disadvantages: [String]
    }

    func fetchPros(completion: @escaping (Result<[String], AppError>) -> Void) {
        client.send(Request(.get, "/ai/pros"), decoding: Advantages.self) { completion($0.map(\.advantages)) }
    }

    func fetchCons(completion: @escaping (Result<[String], AppError>) -> Void) {
        client.send(Request(.get, "/ai/cons"), decoding: Disadvantages.self) { completion($0.map(\.disadvantages)) }
    }
}
