import MiniRx

/// Records events without a scheduler, for synchronous tests.
final class EventLog<Element> {
    private(set) var events: [Event<Element>] = []

    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in events.append(event) }
    }

    var elements: [Element] {
        events.compactMap(\.element)
    }
}
