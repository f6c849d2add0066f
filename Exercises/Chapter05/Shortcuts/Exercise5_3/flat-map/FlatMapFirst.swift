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
        flatMap(selector)
    }
}
