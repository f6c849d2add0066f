import Backend
import Foundation

/// The data side of the summary: the worker protocol, implemented against the server. (RHA's `Service` layer.)
final class ProsSummaryApi: ProsSummaryWorker {
    private let server: Server

    init(server: Server) {
        self.server = server
    }

    func getPros(completion: @escaping (Result<[String], ProsSummaryFailure>) -> Void) {
        server.send(Request(.get, "/ai/pros")) { response in
            let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            guard response.status == 200, let pros = json?["advantages"] as? [String] else {
                let message = json?["message"] as? String ?? "The server answered with status \(response.status)."
                return completion(.failure(ProsSummaryFailure(message: message)))
            }
            completion(.success(pros))
        }
    }
}
