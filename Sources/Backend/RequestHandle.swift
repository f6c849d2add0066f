/// What ``Server/send(_:completion:)`` returns: a way for the app to say it no longer wants the answer.
///
/// Cancelling a held request drops its answer (the server still did the work, as a real server would).
/// Cancelling after the answer arrived does nothing.
public final class RequestHandle {
    private weak var held: HeldResponse?

    init(held: HeldResponse?) {
        self.held = held
    }

    public func cancel() {
        held?.isCancelled = true
    }
}
