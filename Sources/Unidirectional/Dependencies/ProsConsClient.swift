import Backend
import MiniTCA

/// The dependency that fetches the pros or the cons of AI: a value of one closure, never a protocol. The app gets
/// its live value, which asks the server; a test provides its own closure, or gets one that reports it was called.
public struct ProsConsClient {
    /// Fetch the list of `side`, and answer once.
    public var fetch: (_ side: ProsConsSide, _ answer: @escaping (Result<[String], APIError>) -> Void) -> Void

    public init(fetch: @escaping (ProsConsSide, @escaping (Result<[String], APIError>) -> Void) -> Void) {
        self.fetch = fetch
    }
}

extension ProsConsClient: TestDependencyKey {
    public static let testValue = ProsConsClient { side, _ in
        reportIssue("ProsConsClient.fetch was called for \(side), and the test provided no value for it.")
    }

    /// `GET /ai/pros` → `{"advantages": […]}`, `GET /ai/cons` → `{"disadvantages": […]}`.
    static func live(_ call: ServerCall) -> Self {
        ProsConsClient { side, answer in
            switch side {
            case .pros:
                call.perform(
                    Request(.get, "/ai/pros"), read: { try ServerCall.decode(Advantages.self)($0).advantages },
                    answer: answer)
            case .cons:
                call.perform(
                    Request(.get, "/ai/cons"), read: { try ServerCall.decode(Disadvantages.self)($0).disadvantages },
                    answer: answer)
            }
        }
    }

    /// The server's answer about the pros of AI.
    private struct Advantages: Decodable {
        let advantages: [String]
    }

    /// The server's answer about the cons of AI.
    private struct Disadvantages: Decodable {
        let disadvantages: [String]
    }
}

extension DependencyValues {
    /// The pros-and-cons client of the store that runs the reducer.
    public var prosConsClient: ProsConsClient {
        get { self[ProsConsClient.self] }
        set { self[ProsConsClient.self] = newValue }
    }
}
