/// Anything you can subscribe to. Every operator in MiniRx is defined on this protocol,
/// so subjects and relays get `map`, `filter`, `flatMapLatest`, … for free.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Starts delivering events to `observer` until the returned disposable is disposed
    /// or a terminal event has been delivered.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable { observer in self.subscribe(observer) }
    }

    /// Subscribes with one closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
        subscribe(AnyObserver(on))
    }

    /// Subscribes with a closure per kind of event; each is optional.
    ///
    /// `onDisposed` runs once, when the subscription ends for any reason:
    /// after `onError`, after `onCompleted`, or when the returned disposable is disposed.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let disposedAction = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        let subscription = subscribe(
            AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    onNext?(element)
                case .error(let error):
                    onError?(error)
                    disposedAction.dispose()
                case .completed:
                    onCompleted?()
                    disposedAction.dispose()
                }
            })
        return Disposables.create(subscription, disposedAction)
    }
}
