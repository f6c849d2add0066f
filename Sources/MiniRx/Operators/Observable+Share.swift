extension ObservableType {
    // snippet: minirx-share
    /// Shares one subscription to the source among all subscribers, replaying the last `replay` values
    /// to each newcomer.
    ///
    /// The first subscriber connects to the source; later ones join that connection. With
    /// `.whileConnected` (the default), when the subscriber count drops to zero, or the source
    /// terminates, the connection ends and its buffer is dropped: the next subscriber connects afresh.
    ///
    ///     source (cold):             --1--2--3--|
    ///     share(replay: 1), A at 0:  --1--2--3--|
    ///     B subscribes after 2:             2-3--|     (one source subscription, not two)
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let connection = ShareConnection(source: asObservable(), replay: replay, scope: scope)
        return Observable { observer in connection.subscribe(observer) }
    }
    // end-snippet
}
