import Foundation

/// What the business layer may ask of the Network layer: make a REST call and report success or failure.
/// ``NetworkManager`` is the real one; a test hands a service a fake.
public protocol NetworkManaging: AnyObject {
    /// Make `call`; on a 2xx answer call `success` with the body, otherwise `failure` with the reason.
    func restCall(
        _ call: RestCall, onSuccess success: @escaping (Data) -> Void, onFailure failure: @escaping (AppError) -> Void)
}

extension NetworkManaging {
    /// Make `call` and decode its answer as `Answer`; an answer that does not decode is ``AppError/unreadable``.
    public func restCall<Answer: Decodable>(
        _ call: RestCall, answer: Answer.Type,
        onSuccess success: @escaping (Answer) -> Void, onFailure failure: @escaping (AppError) -> Void
    ) {
        restCall(
            call,
            onSuccess: { body in
                guard let decoded = try? JSONDecoder().decode(Answer.self, from: body) else {
                    return failure(.unreadable)
                }
                success(decoded)
            }, onFailure: failure)
    }
}
