// snippet: minirx-observable
/// A sequence of events over time that starts when someone subscribes.
///
/// An `Observable` is only a recipe: `subscribe` runs it for one observer and returns the `Disposable`
/// that stops it. Every subscription runs the recipe again (it is "cold") unless you `share` it.
/// Whatever the recipe does, the observer is protected by a `Sink`: it sees nothing after a terminal
/// event and nothing after disposal, and the recipe's resources are released at that moment.
public final class Observable<Element>: ObservableType {
    private let run: (Sink<Element>) -> Void

    /// A sequence whose recipe sends its events to an observer and returns what stops it.
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
        run = { sink in sink.attach(subscribeHandler(AnyObserver(sink))) }
    }

    /// A sequence whose recipe works with the sink directly (the form operators use).
    init(guarded run: @escaping (Sink<Element>) -> Void) {
        self.run = run
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let sink = Sink(forwardingTo: observer)
        run(sink)
        return sink
    }

    /// Subscribes on behalf of an operator's own sink, tying the two together *before* any event flows:
    /// when the owner ends, this subscription ends too, even while a source is still sending synchronously.
    /// A subscription that is already over when `run` returns (`just`, `of`, an error at once) is let go
    /// at once, so a long-lived owner does not collect finished inner subscriptions.
    @discardableResult
    func subscribe<Owner>(
        for owner: Sink<Owner>, _ on: @escaping (Event<Element>) -> Void
    ) -> CompositeDisposable.Key? {
        guard !owner.isDisposed else { return nil }
        let sink = Sink(forwardingTo: AnyObserver(on))
        let key = owner.attach(sink)
        run(sink)
        guard !sink.isDisposed else {
            owner.detach(key)
            return nil
        }
        return key
    }

    public func asObservable() -> Observable<Element> {
        self
    }
}
// end-snippet

extension ObservableConvertibleType {
    /// Subscribes on behalf of an operator's sink; see `Observable.subscribe(for:_:)`.
    @discardableResult
    func subscribe<Owner>(
        for owner: Sink<Owner>, _ on: @escaping (Event<Element>) -> Void
    ) -> CompositeDisposable.Key? {
        asObservable().subscribe(for: owner, on)
    }
}
