// snippet: minirx-sink
/// The guard between a recipe and its observer, one per subscription.
///
/// It enforces the grammar of a sequence: after `error` or `completed` it forwards nothing more
/// and disposes everything attached to it (upstream subscriptions, timers, resources).
/// Disposing it drops the observer, releasing its closures, and disposes what is attached.
final class Sink<Element>: ObserverType, Disposable {
    private var forward: ((Event<Element>) -> Void)?
    private let attached = CompositeDisposable()

    init<Observer: ObserverType>(forwardingTo observer: Observer) where Observer.Element == Element {
        forward = observer.on
    }

    /// `true` once the sequence ended or was disposed: a long-running recipe should stop.
    var isDisposed: Bool {
        attached.isDisposed
    }

    func on(_ event: Event<Element>) {
        guard let forward else { return }
        if event.isStopEvent {
            self.forward = nil
            forward(event)
            dispose()
        } else {
            forward(event)
        }
    }

    /// Ties `disposable` to this subscription; if it already ended, disposes `disposable` at once.
    @discardableResult
    func attach(_ disposable: any Disposable) -> CompositeDisposable.Key? {
        attached.insert(disposable)
    }

    /// Disposes and forgets one attached disposable (an inner sequence that is over, say).
    func detach(_ key: CompositeDisposable.Key?) {
        guard let key else { return }
        attached.remove(for: key)
    }

    func dispose() {
        forward = nil
        attached.dispose()
    }
}
// end-snippet
