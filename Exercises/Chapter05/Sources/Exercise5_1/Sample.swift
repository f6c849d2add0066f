import MiniRx

extension ObservableType {
    /// Exercise 5.1 — `sample`, from scratch: the idea of `withLatestFrom` (remember the latest value of one
    /// sequence, send it when another fires), in another shape.
    ///
    /// Each time `trigger` sends, send this sequence's latest value — if it sent one since the last sample:
    ///
    ///     self:      --a----b-----------
    ///     trigger:   ----t-----t--t--|
    ///     result:    ----a-----b-----|
    ///
    /// - A trigger with nothing new since the last sample sends nothing (the third `t` above).
    /// - The result completes when the trigger completes; this sequence completing changes nothing (its last
    ///   value can still be sampled, once).
    /// - An error from either ends the result with that error.
    /// - Disposing the result disposes both subscriptions.
    ///
    /// Build it with `Observable.create`, `subscribe` and `Disposables.create`.
    public func sample<Trigger: ObservableConvertibleType>(_ trigger: Trigger) -> Observable<Element> {
        // TODO: Exercise 5.1 — subscribe to this sequence and remember what is new; subscribe to `trigger` and, on
        // each value, send what is new. This stub completes at once instead.
        Observable.empty()
    }
}
