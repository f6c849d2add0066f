/// Exercise 2.2 — a `Box` that keeps many listeners and lets one of them go.
///
/// RHA's `Box` keeps one listener: a second `bind` silently replaces the first, and the only way to stop listening
/// is to bind `nil`, which stops everyone. This box should keep every listener bound to it, call each of them (in the
/// order they were bound) on every assignment, and let `unbind` remove just the one a `Binding` names.
final class MulticastBox<T> {
    typealias Listener = (T) -> Void

    /// What `bind` hands back: give it to `unbind` to stop that one listener.
    struct Binding: Hashable {
        let id: Int
    }

    // TODO: Exercise 2.2 — keep every listener, each under its own `Binding`, instead of just the last one.
    private var listener: Listener?

    var value: T {
        didSet {
            listener?(value)
        }
    }

    init(_ value: T) {
        self.value = value
    }

    /// Add `listener`, call it at once with the current value, and return the `Binding` that removes it.
    @discardableResult
    func bind(listener: @escaping Listener) -> Binding {
        self.listener = listener
        listener(value)
        return Binding(id: 0)
    }

    /// Remove the listener `binding` names; the others keep listening. Unbinding twice does nothing.
    func unbind(_ binding: Binding) {
    }

    /// How many listeners are bound.
    var listenerCount: Int {
        listener == nil ? 0 : 1
    }
}
