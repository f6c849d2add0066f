/// A disposable that runs a closure once, on its first `dispose()`, then forgets the closure.
public final class AnonymousDisposable: Disposable {
    private var action: (() -> Void)?

    /// A disposable that runs `action` when disposed.
    public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool {
        action == nil
    }

    public func dispose() {
        guard let action else { return }
        self.action = nil
        action()
    }
}
