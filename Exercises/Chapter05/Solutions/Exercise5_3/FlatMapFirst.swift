import MiniRx

extension ObservableType {
    /// Exercise 5.3 — `flatMapLatest`, from scratch (other libraries call it `switchMap`).
    ///
    /// Map each value to an inner sequence and follow only the latest one. When a new value arrives,
    /// dispose the previous inner subscription *before* subscribing to the new inner sequence:
    ///
    ///     source:      --a-----b-----------|
    ///     inner(a):      --1-----2           (disposed when b arrives: 2 never comes)
    ///     inner(b):            --3--4--|
    ///     result:      ----1-----3--4------|
    ///
    /// - The result completes when the source has completed and the current inner sequence has too.
    /// - An error from the source or from the current inner sequence ends the result.
    /// - Disposing the result disposes the source subscription and the current inner subscription.
    ///
    /// Build it with `Observable.create`, `subscribe`, and a `SerialDisposable` for the current inner
    /// subscription, not with MiniRx's own `flatMapLatest`.
    public func switchMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Inner
    ) -> Observable<Inner.Element> {
        Observable.create { observer in
            let current = SerialDisposable()
            var innerIsRunning = false
            var sourceIsDone = false
            let sourceSubscription = self.subscribe { event in
                switch event {
                case .next(let element):
                    // Let go of the earlier inner sequence first, then follow the new one.
                    current.disposable = nil
                    innerIsRunning = true
                    let inner = SingleAssignmentDisposable()
                    current.disposable = inner
                    inner.setDisposable(
                        selector(element).asObservable().subscribe { innerEvent in
                            switch innerEvent {
                            case .next, .error:
                                observer.on(innerEvent)
                            case .completed:
                                innerIsRunning = false
                                if sourceIsDone { observer.onCompleted() }
                            }
                        })
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    sourceIsDone = true
                    if !innerIsRunning { observer.onCompleted() }
                }
            }
            return Disposables.create(sourceSubscription, current)
        }
    }
}
