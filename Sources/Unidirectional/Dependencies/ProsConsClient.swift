import Backend
import MiniTCA

/// The dependency that fetches the pros or the cons of AI: a value of one closure, never a protocol. The app gets
/// its live value, which asks the server; a test provides its own closure, or gets one that reports it was called.
nonisolated public struct ProsConsClient: Sendable {
    /// Fetch the list of `side`.
    public var fetch: @Sendable (_ side: ProsConsSide) async throws -> [String]

    public init(fetch: @escaping @Sendable (ProsConsSide) async throws -> [String]) {
        self.fetch = fetch
    }
}

nonisolated extension ProsConsClient: TestDependencyKey {
    public static let testValue = ProsConsClient { side in
        try unimplemented("ProsConsClient.fetch was called for \(side)")
    }

    /// `GET /ai/pros` or `GET /ai/cons`, readable only with its list.
    static func live(_ call: ServerCall) -> Self {
        ProsConsClient { side in
            switch side {
            case .pros:
                try await call.perform(
                    { Request(.get, "/ai/pros") }, read: { try ServerCall.decode(Advantages.self)($0).advantages })
            case .cons:
                try await call.perform(
                    { Request(.get, "/ai/cons") }, read: { try ServerCall.decode(Disadvantages.self)($0).disadvantages }
                )
            }
        }
    }

    nonisolated private struct Advantages: Decodable {
        let advantages: [String]
    }

    /// The server's answer about the cons of AI.
    nonisolated private struct Disadvantages: Decodable {
        let disadvantages: [String]
    }
}

nonisolated extension DependencyValues {
    /// The pros-and-cons client of the store that runs the reducer.
    public var prosConsClient: ProsConsClient {
        get { self[ProsConsClient.self] }
        set { self[ProsConsClient.self] = newValue }
    }
}
