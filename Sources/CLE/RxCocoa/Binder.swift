import MiniRx

/// An observer that sets something on a UI object: `rows.bind(to: tableView.rx.items)`. It holds the object weakly,
/// ignores the end of the sequence (a label keeps its last text), and does nothing once the object is gone.
struct Binder<Value>: ObserverType {
    private let binding: (Value) -> Void

    init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] value in
            if let target { binding(target, value) }
        }
    }

    func on(_ event: Event<Value>) {
        if case .next(let value) = event { binding(value) }
    }
}
