extension ObservableType {
    // snippet: minirx-withlatestfrom
    /// Each time this sequence sends a value, combines it with the latest value of `second`.
    /// Values that arrive before `second` has sent anything are dropped. Completes with this sequence;
    /// `second` completing changes nothing (its last value stays the latest); an error from either ends it.
    ///
    ///     self (trigger):    ----t-----t--t--|
    ///     second:            --a----b--------
    ///     withLatestFrom:    ----x-----y--y--|     x = (t,a), y = (t,b)
    public func withLatestFrom<Second: ObservableConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        Observable(guarded: { sink in
            var latest: Second.Element?
            second.subscribe(for: sink) { event in
                switch event {
                case .next(let value): latest = value
                case .error(let error): sink.onError(error)
                case .completed: break
                }
            }
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    guard let latest else { return }
                    do {
                        sink.onNext(try resultSelector(element, latest))
                    } catch {
                        sink.onError(error)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        })
    }
    // end-snippet

    /// Each time this sequence sends a value, sends the latest value of `second` instead.
    ///
    ///     self (trigger):    ----t-----t--t--|
    ///     second:            --a----b--------
    ///     withLatestFrom:    ----a-----b--b--|
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { _, latest in latest }
    }
}
