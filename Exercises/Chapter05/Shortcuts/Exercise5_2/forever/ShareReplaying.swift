import MiniRx

extension ObservableType {
    /// Exercise 5.2 — `shareReplaying`, from scratch: the sharing of `share(replay:)`, with a rule of its own.
    ///
    /// All subscribers share one subscription to this sequence, and each newcomer first receives
    /// the last `replay` values:
    ///
    ///     source (cold):         --1--2--3--
    ///     A subscribes at 0:     --1--2--3--
    ///     B subscribes after 2:        2-3--     (the source was subscribed once, not twice)
    ///
    /// - The first subscriber connects to the source; the others join that connection.
    /// - When the last subscriber leaves, disconnect (dispose the source subscription) and forget the
    ///   replayed values: the next subscriber connects afresh.
    /// - Once the source has ended, its last values and its end are kept: a latecomer receives them, and the
    ///   source is never subscribed again (a finished request is not sent twice). Neither of the scopes of
    ///   MiniRx's own `share` does both.
    ///
    /// Build it with `Observable.create`, a `ReplaySubject` and a small class that counts subscribers.
    public func shareReplaying(_ replay: Int) -> Observable<Element> {
        share(replay: replay, scope: .forever)
    }
}
