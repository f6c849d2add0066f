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
        // TODO: Exercise 5.1 — subscribe to `data` and remember its latest value; subscribe to `self` and,
        // on each value, send the remembered one. This stub completes at once instead.
        Observable.empty()
    }
}
