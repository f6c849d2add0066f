import MiniRx

/// The values a subscription receives, in order.
final class Values<Element> {
    private(set) var received: [Element] = []

    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in
            if case .next(let value) = event { received.append(value) }
        }
    }
}
