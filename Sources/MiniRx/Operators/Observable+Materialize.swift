extension ObservableType {
    /// Turns every event, terminal ones included, into a value; then completes.
    /// Useful to handle an error as data, or to record a timeline.
    ///
    ///     source:          --1--2--#
    ///     materialize():   --a--b--(e|)     a = .next(1), b = .next(2), e = .error
    public func materialize() -> Observable<Event<Element>> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                sink.onNext(event)
                if event.isStopEvent { sink.onCompleted() }
            }
        })
    }
}

extension ObservableType {
    /// The inverse of `materialize()`: turns `Event` values back into events.
    public func dematerialize<Inner>() -> Observable<Inner> where Element == Event<Inner> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let inner): sink.on(inner)
                case .error(let error): sink.onError(error)
                case .completed: sink.onCompleted()
                }
            }
        })
    }
}
