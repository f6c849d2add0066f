extension ObservableType {
    /// Drops every value and keeps only the terminal event: "tell me when it is over".
    ///
    ///     source:            --1--2--|
    ///     ignoreElements():  --------|
    public func ignoreElements() -> Observable<Never> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                switch event {
                case .next: break
                case .error(let error): sink.onError(error)
                case .completed: sink.onCompleted()
                }
            }
        })
    }
}
