import Synchronization

/// Wait, in an effect, for an answer that comes by callback — the workbook's server answers that way: `start` makes
/// the call and hands the answer to the closure it is given. The effect goes on as soon as the answer comes, before
/// the callback returns; if the effect is cancelled first, this throws `CancellationError` at once and a later
/// answer is dropped.
///
/// ```swift
/// let response = try await withAnswer { answer in server.send(request, answer) }
/// ```
///
/// It is `withCheckedThrowingContinuation` and `withTaskCancellationHandler`, written once for every live client:
/// the call is made on the main actor, where the server lives — from an effect, which runs on the main thread,
/// without waiting for a later turn of it.
nonisolated public func withAnswer<Answer>(
    _ start: @MainActor (_ answer: @escaping (Answer) -> Void) -> Void
) async throws -> Answer {
    guard EffectExecutor.current != nil else {
        return try await withAnswerOnMainActor(start).value
    }
    let waiting = WaitingAnswer<Answer>()
    return try await withTaskCancellationHandler {
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Answer, any Error>) in
            waiting.wait(continuation)
            onMainThread {
                start { answer in waiting.resume(with: .success(UncheckedBox(answer))) }
            }
        }
    } onCancel: {
        waiting.resume(with: .failure(CancellationError()))
    }
}

/// ``withAnswer(_:)`` called outside an effect — by a test that calls a live client directly: the same wait, after a
/// hop to the main actor.
@MainActor
private func withAnswerOnMainActor<Answer>(
    _ start: @MainActor (_ answer: @escaping (Answer) -> Void) -> Void
) async throws -> UncheckedBox<Answer> {
    let waiting = WaitingAnswer<Answer>()
    let answer = try await withTaskCancellationHandler {
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Answer, any Error>) in
            waiting.wait(continuation)
            start { answer in waiting.resume(with: .success(UncheckedBox(answer))) }
        }
    } onCancel: {
        waiting.resume(with: .failure(CancellationError()))
    }
    return UncheckedBox(answer)
}

/// The continuation of one ``withAnswer(_:)``, resumed once: by the answer, or by cancellation, whichever comes first.
nonisolated private final class WaitingAnswer<Answer>: Sendable {
    private enum Stage {
        case notYetWaiting
        case waiting(UnsafeContinuation<Answer, any Error>)
        case cancelledBeforeWaiting
        case done
    }

    private let stage = Mutex(Stage.notYetWaiting)

    func wait(_ continuation: UnsafeContinuation<Answer, any Error>) {
        let wasCancelled = stage.withLock { stage in
            if case .cancelledBeforeWaiting = stage {
                stage = .done
                return true
            }
            stage = .waiting(continuation)
            return false
        }
        if wasCancelled {
            continuation.resume(throwing: CancellationError())
        }
    }

    func resume(with result: Result<UncheckedBox<Answer>, any Error>) {
        let waiting = stage.withLock { stage -> UnsafeContinuation<Answer, any Error>? in
            switch stage {
            case .waiting(let continuation):
                stage = .done
                return continuation
            case .notYetWaiting:
                if case .failure = result {
                    stage = .cancelledBeforeWaiting
                }
                return nil
            case .cancelledBeforeWaiting, .done:
                return nil
            }
        }
        waiting?.resume(with: result.map(\.value))
    }
}
