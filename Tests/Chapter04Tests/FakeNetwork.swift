import Backend
import Foundation

@testable import UBER

/// A network layer that answers only when the test says so, and remembers every call.
final class FakeNetwork: NetworkManaging {
    private(set) var calls: [RestCall] = []
    private var pending: [(success: (Data) -> Void, failure: (AppError) -> Void)] = []

    var callLines: [String] { calls.map(\.description) }

    func restCall(
        _ call: RestCall, onSuccess success: @escaping (Data) -> Void, onFailure failure: @escaping (AppError) -> Void
    ) {
        calls.append(call)
        pending.append((success, failure))
    }

    /// Answer the oldest pending call with a 2xx body.
    func succeed(_ json: String = "") {
        guard !pending.isEmpty else { return }
        pending.removeFirst().success(Data(json.utf8))
    }

    /// Answer the oldest pending call with a failure.
    func fail(_ error: AppError) {
        guard !pending.isEmpty else { return }
        pending.removeFirst().failure(error)
    }
}
