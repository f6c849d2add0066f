extension ObservableType {
    /// Sends every event to each of `observers`: the way to feed a subject from a sequence.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every value to each of `relays`. A relay cannot end, so terminal events end only the binding.
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Makes every value the current value of each of `relays`. Terminal events end only the binding.
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Makes every value the current value of each of `relays` that hold optionals.
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Calls `onNext` with every value: a subscription for effects. An error ends the binding, silently;
    /// bind sequences that cannot fail (relays, `Driver`s, sequences after `catch`).
    public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
        subscribe(onNext: onNext)
    }
}
