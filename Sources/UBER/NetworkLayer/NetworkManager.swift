import Backend
import Foundation

/// The Network layer's control point. The write-up's `restCall` always succeeded; this one sends the call to the
/// ``Backend/Server`` and reports either the answer's body (any 2xx) or a typed ``AppError`` — a refusal with its
/// status, and the server's `message` when it has visible characters. Other adapters (MQTT, Bluetooth) would sit
/// beside it, behind the same manager.
public final class NetworkManager: NetworkManaging {
    private let server: Server

    public init(server: Server) {
        self.server = server
    }

    // snippet: uber-rest-call
    public func restCall(
        _ call: RestCall, onSuccess success: @escaping (Data) -> Void, onFailure failure: @escaping (AppError) -> Void
    ) {
        server.send(Request(call.method, call.url, body: call.body)) { response in
            guard response.isSuccess else {
                let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
                return failure(.refused(status: response.status, message: body?.visibleMessage))
            }
            success(response.body)
        }
    }
    // end-snippet
}
