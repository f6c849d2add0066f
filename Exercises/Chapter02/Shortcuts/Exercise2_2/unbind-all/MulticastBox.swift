/// Exercise 2.2 — a `Box` that keeps many listeners and lets one of them go.
///
/// RHA's `Box` keeps one listener: a second `bind` silently replaces the first, and the only way to stop listening
/// is to bind `nil`, which stops everyone. This box keeps every listener bound to it, calls each of them (in the
/// order they were bound) on every assignment, and lets `unbind` remove just the one a `Binding` names.
final class MulticastBox<T> {
    typealias Listener = (T) -> Void

    /// What `bind` hands back: give it to `unbind` to stop that one listener.
    struct Binding: Hashable {
        let id: Int
    }

    /// Every listener, in the order it was bound, under its binding.
    private var listeners: [(binding: Binding, listener: Listener)] = []
    private var nextId = 0

    var value: T {
        didSet {
            for entry in listeners {
                entry.listener(value)
            }
        }
    }

    init(_ value: T) {
        self.value = value
    }

    /// Add `listener`, call it at once with the current value, and return the `Binding` that removes it.
    @discardableResult
    func bind(listener: @escaping Listener) -> Binding {
        let binding = Binding(id: nextId)
        nextId += 1
        listeners.append((binding, listener))
        listener(value)
        return binding
    }

    /// Remove the listener `binding` names; the others keep listening. Unbinding twice does nothing.
    func unbind(_ binding: Binding) {
        listeners.removeAll()
    }

    /// How many listeners are bound.
    var listenerCount: Int {
        listeners.count
    }
}
