import MiniRx

extension ObservableType {
    /// Exercise 5.1 — `withLatestFrom`, from scratch.
    ///
    /// Each time this sequence (the trigger) sends a value, send the latest value of `data`:
    ///
    ///     trigger:   ----t-----t--t--|
    ///     data:      --a----b--------
    ///     result:    ----a-----b--b--|
    ///
    /// - A trigger that arrives before `data` has sent anything is dropped.
    /// - The result completes when the trigger completes; `data` completing changes nothing.
    /// - An error from either ends the result with that error.
    /// - Disposing the result disposes both subscriptions.
    ///
    /// Build it with `Observable.create`, `subscribe` and `Disposables.create`,
    /// not with MiniRx's own `withLatestFrom`.
    public func withLatest<Data: ObservableConvertibleType>(from data: Data) -> Observable<Data.Element> {
        Observable.create { observer in
            var latest: Data.Element?
            // Subscribe to `data` first, so that a value it has at once is there for the first trigger.
            let dataSubscription = data.asObservable().subscribe { event in
                switch event {
                case .next(let value): latest = value
                case .error(let error): observer.onError(error)
                case .completed: break
                }
            }
            let triggerSubscription = self.subscribe { event in
                switch event {
                case .next:
                    if let latest { observer.onNext(latest) }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
            return Disposables.create(dataSubscription, triggerSubscription)
        }
    }
}
