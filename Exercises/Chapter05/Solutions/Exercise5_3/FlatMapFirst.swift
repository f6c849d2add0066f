import MiniRx

extension ObservableType {
    /// Exercise 5.3 — `flatMapFirst`, from scratch: the fourth flattening strategy, the one the chapter draws but
    /// does not build. Chapter 7's flows use it to ignore taps while a scene is already shown.
    ///
    /// Map a value to an inner sequence only when no inner sequence is running; a value that arrives while one
    /// runs is dropped, and its inner sequence is never subscribed to:
    ///
    ///     source:      --a-----b-----c-----|
    ///     inner(a):      --1------2--|         (b arrives while it runs: b is dropped)
    ///     inner(c):                  --3-----|
    ///     result:      ----1------2----3-----|
    ///
    /// - The result completes when the source has completed and the running inner sequence has too.
    /// - An error from the source or from the running inner sequence ends the result.
    /// - Disposing the result disposes the source subscription and the running inner subscription.
    ///
    /// Build it with `Observable.create`, `subscribe`, and a `SerialDisposable` for the running inner subscription.
    public func flatMapFirst<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) -> Inner
    ) -> Observable<Inner.Element> {
        Observable.create { observer in
            let running = SerialDisposable()
            var innerIsRunning = false
            var sourceIsDone = false
            let sourceSubscription = self.subscribe { event in
                switch event {
                case .next(let element):
                    // Busy: this value is dropped, and its inner sequence never starts.
                    guard !innerIsRunning else { return }
                    innerIsRunning = true
                    let inner = SingleAssignmentDisposable()
                    running.disposable = inner
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
            return Disposables.create(sourceSubscription, running)
        }
    }
}
