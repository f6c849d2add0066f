/// `drive` is how UI code consumes a `Driver`. It is `@MainActor`: only main-actor code (a view,
/// a view model in an app target) can start it, so UI state is only ever touched on the main actor.
extension Driver {
    // snippet: minirx-drive
    /// Calls the closures with each value and at completion. There is no `onError`: a `Driver` cannot fail.
    @MainActor
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Makes each value the current value of each of `relays`.
    @MainActor
    public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
        source.subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }
    // end-snippet

    /// Makes each value the current value of each of `relays` that hold optionals.
    @MainActor
    public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
        source.subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends each value to each of `relays`.
    @MainActor
    public func drive(_ relays: PublishRelay<Element>...) -> any Disposable {
        source.subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends each value (and the completion) to each of `observers`.
    @MainActor
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        source.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends each value, as an optional, to each of `observers`.
    @MainActor
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        source.subscribe { event in
            for observer in observers { observer.on(event.map { $0 }) }
        }
    }

    /// Runs the `Driver` for its side effects (its `do` handlers) only.
    @MainActor
    public func drive() -> any Disposable {
        source.subscribe(onNext: nil)
    }
}
