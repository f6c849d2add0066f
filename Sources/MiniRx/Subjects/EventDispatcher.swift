// snippet: minirx-dispatcher
/// The observers of a subject, and the queue that keeps their deliveries in order.
///
/// An event sent while the subject is still delivering an earlier one (an observer that feeds its own
/// subject) waits its turn: every observer sees every event in the same order, and nothing recurses.
/// `apply` updates the subject's state when the event's turn comes, just before it is delivered.
final class EventDispatcher<Element> {
    private var observers: [(id: Int, on: (Event<Element>) -> Void)] = []
    private var nextID = 0
    private var queue: [Event<Element>] = []
    private var isDelivering = false
    private var removedWhileDelivering: Set<Int> = []

    /// How many observers are subscribed.
    var count: Int {
        observers.count
    }

    /// Adds an observer; returns the id that removes it.
    func add(_ on: @escaping (Event<Element>) -> Void) -> Int {
        let id = nextID
        nextID += 1
        observers.append((id, on))
        return id
    }

    /// Removes the observer with `id`.
    func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
        if isDelivering { removedWhileDelivering.insert(id) }
    }

    /// Removes every observer (after a terminal event).
    func removeAll() {
        observers = []
    }

    /// Queues `event`; if no delivery is under way, delivers it and everything queued meanwhile.
    /// `apply` is called with each event right before its delivery; it returns `false` to drop it.
    func send(_ event: Event<Element>, apply: (Event<Element>) -> Bool) {
        guard !isDelivering else {
            queue.append(event)
            return
        }
        isDelivering = true
        deliver(event, apply: apply)
        var index = 0
        while index < queue.count {
            deliver(queue[index], apply: apply)
            index += 1
        }
        queue.removeAll(keepingCapacity: true)
        removedWhileDelivering.removeAll(keepingCapacity: true)
        isDelivering = false
    }

    private func deliver(_ event: Event<Element>, apply: (Event<Element>) -> Bool) {
        guard apply(event) else { return }
        for observer in observers
        where removedWhileDelivering.isEmpty || !removedWhileDelivering.contains(observer.id) {
            observer.on(event)
        }
    }
}
// end-snippet
