import Backend
import Foundation
import MiniRx

/// The effect at the edge of every screen: performs an ``Endpoint`` against the server, counts it in an
/// ``ActivityTracker`` while it is in flight, and sends what goes wrong to an ``ErrorRouter``.
///
/// Each screen makes its own, so the errors and activity it shows are its own. A subscription is a request:
/// disposing it before the answer cancels it, and the late answer is dropped.
final class API {
    /// The errors of the requests made with ``response(_:)`` and ``successResponse(_:)``.
    let error: Observable<any Error>
    /// `true` while a request is in flight.
    let isActive: Observable<Bool>
    private let activityTracker: ActivityTracker
    private let errorRouter: ErrorRouter
    private var source: (Request) -> Observable<Response>

    /// An API that sends its requests through `source`.
    init(
        source: @escaping (Request) -> Observable<Response>,
        activityTracker: ActivityTracker = ActivityTracker(), errorRouter: ErrorRouter = ErrorRouter()
    ) {
        self.source = source
        self.activityTracker = activityTracker
        self.errorRouter = errorRouter
        error = errorRouter.error
        isActive = activityTracker.isActive
    }

    /// An API that talks to `server`.
    convenience init(server: Server) {
        self.init(source: Self.transport(server))
    }

    /// Send requests through `source` from now on: another server, or a test's timeline of answers.
    func setSource(_ source: @escaping (Request) -> Observable<Response>) {
        self.source = source
    }

    // snippet: cle-api-response
    /// The endpoint's answer, read; a refusal or an unreadable answer fails the sequence with an ``APIError``.
    func rawResponse<T>(_ endpoint: Endpoint<T>) -> Observable<T> {
        source(endpoint.request)
            .trackActivity(activityTracker)
            .map { try Self.read($0, with: endpoint) }
    }

    /// The endpoint's answer, read; on failure the error goes to ``error`` and the sequence simply completes.
    func response<T>(_ endpoint: Endpoint<T>) -> Observable<T> {
        rawResponse(endpoint).rerouteError(errorRouter)
    }
    // end-snippet

    /// `true` when the server accepted the request; `false` when it did not (the error goes to ``error``).
    func successResponse(_ endpoint: Endpoint<Void>) -> Observable<Bool> {
        rawResponse(endpoint).map(to: true).catch { [errorRouter] error in
            errorRouter.routeError(error)
            return Observable<Bool>.just(false)
        }
    }

    /// The endpoint's answer, or `nil` when there is none (the error goes to ``error``).
    func successResponse<T>(_ endpoint: Endpoint<T>) -> Observable<T?> {
        rawResponse(endpoint).map { Optional($0) }.catch { [errorRouter] error in
            errorRouter.routeError(error)
            return Observable<T?>.just(nil)
        }
    }

    /// A 2xx answer read by the endpoint, or the ``APIError`` that says why not.
    private static func read<T>(_ response: Response, with endpoint: Endpoint<T>) throws -> T {
        guard response.isSuccess else {
            let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
            throw APIError.refused(status: response.status, message: body?.visibleMessage)
        }
        do {
            return try endpoint.response(response.body)
        } catch {
            throw APIError.unreadable
        }
    }

    /// Requests to `server` as observables: one answer, then completion; disposing first cancels the request.
    private static func transport(_ server: Server) -> (Request) -> Observable<Response> {
        { request in
            Observable.create { observer in
                let handle = server.send(request) { observer.onSuccess($0) }
                return Disposables.create { handle.cancel() }
            }
        }
    }

    /// The body of every error answer, read tolerantly: other fields are ignored.
    private struct ErrorBody: Decodable {
        let message: String

        /// The message, unless it is nothing but spaces and line breaks.
        var visibleMessage: String? {
            message.contains { !$0.isWhitespace } ? message : nil
        }
    }
}
