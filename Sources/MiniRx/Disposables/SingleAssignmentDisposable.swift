/// A slot for one disposable that may arrive after the slot itself was disposed.
///
/// Used when the disposable is only known after subscribing, but the subscription may already
/// need to stop while subscribing (for example, an inner sequence that completes synchronously).
public final class SingleAssignmentDisposable: Disposable {
    private var current: (any Disposable)?
    private(set) public var isDisposed = false

    public init() {}

    /// Stores `disposable`; if this slot was already disposed, disposes `disposable` at once.
    public func setDisposable(_ disposable: any Disposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            current = disposable
        }
    }

    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let current = self.current
        self.current = nil
        current?.dispose()
    }
}
