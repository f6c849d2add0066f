/// The observers of one view controller's life, called in the order they were added.
///
/// An observer added or cancelled while an event is being reported takes effect from the next event.
final class LifecycleObservers {
    private var observers: [(id: Int, observer: (LifecycleEvent) -> Void)] = []
    private var nextID = 0

    func add(_ observer: @escaping (LifecycleEvent) -> Void) -> Int {
        let id = nextID
        nextID += 1
        observers.append((id, observer))
        return id
    }

    func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    func send(_ event: LifecycleEvent) {
        for entry in observers {
            entry.observer(event)
        }
    }

    /// Report the last event and let every observer go.
    func sendFinal(_ event: LifecycleEvent) {
        let last = observers
        observers = []
        for entry in last {
            entry.observer(event)
        }
    }
}
