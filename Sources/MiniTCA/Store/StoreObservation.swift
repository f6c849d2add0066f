/// A view's subscription to a store's state: it runs its closure with the state at once and after every change, for
/// as long as the view holds it. Drop it (or ``cancel()`` it) and the view hears nothing more.
///
/// TCA's UIKit `observe { … }` re-runs on the next turn of the main queue; here it runs as soon as the store's loop
/// is done, so the screen is up to date when `send` returns, as the other six apps' screens are.
public final class StoreObservation {
    private var render: (() -> Void)?

    init(render: @escaping () -> Void) {
        self.render = render
    }

    /// Hear nothing more.
    public func cancel() {
        render = nil
    }

    func stateDidChange() {
        render?()
    }
}
