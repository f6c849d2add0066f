import MiniRx

/// Records the events a subscription receives, without a scheduler.
final class Recording<Element> {
    private(set) var events: [Event<Element>] = []

    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in events.append(event) }
    }

    var elements: [Element] {
        events.compactMap(\.element)
    }

    var isCompleted: Bool {
        events.last.map { if case .completed = $0 { true } else { false } } ?? false
    }

    var error: (any Error)? {
        events.last?.error
    }
}
