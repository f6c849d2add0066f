import Backend
import Foundation
import MiniRx

// snippet: clean-api
/// The app's client of the server: sends an ``APIInput`` and reads its answer, or fails with a ``GatewayError``.
/// The gateways are its only users. (The original's `API.shared` is a singleton; here the assembler builds one API
/// on the server it is given, and passes it on.)
final class API {
    private let server: Server

    init(server: Server) {
        self.server = server
    }

    /// The answer to `input`, read as `Output`. A subscription is a request: disposing it before the answer cancels
    /// it, and the late answer is dropped.
    func request<Output: APIOutput>(_ input: APIInput) -> Observable<Output> {
        send(input).map { body in
            guard let output = try? JSONDecoder().decode(Output.self, from: body), output.isReadable else {
                throw GatewayError.unreadable
            }
            return output
        }
    }

    /// Sends `input` for its effect alone: any 2xx will do, whatever its body.
    func requestWithoutAnswer(_ input: APIInput) -> Observable<Void> {
        send(input).mapToVoid()
    }
    // end-snippet

    /// The body of a 2xx answer, or the refusal the server sent instead.
    private func send(_ input: APIInput) -> Observable<Data> {
        Observable.create { [server] observer in
            let handle = server.send(input.request) { response in
                if response.isSuccess {
                    observer.onNext(response.body)
                    observer.onCompleted()
                } else {
                    observer.onError(GatewayError.refused(status: response.status, message: Self.message(in: response)))
                }
            }
            return Disposables.create { handle.cancel() }
        }
    }

    /// The `message` of an error answer, when it is text with visible characters; other fields are ignored.
    private static func message(in response: Response) -> String? {
        struct ErrorBody: Decodable {
            let message: String
        }
        guard let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body),
            body.message.contains(where: { !$0.isWhitespace })
        else { return nil }
        return body.message
    }
}
