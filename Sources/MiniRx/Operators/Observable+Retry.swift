extension ObservableType {
    /// On error, subscribes to the source again, up to `maxAttemptCount` subscriptions in all;
    /// the last attempt's error goes through.
    ///
    ///     attempt 1:   --1--#
    ///     attempt 2:        --1--#
    ///     attempt 3:             --1--2--|
    ///     retry(3):    --1----1----1--2--|
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        Observable(guarded: { sink in
            func attempt(_ number: Int) {
                var key: CompositeDisposable.Key?
                key = self.subscribe(for: sink) { event in
                    if case .error = event, number < maxAttemptCount {
                        sink.detach(key)
                        attempt(number + 1)
                    } else {
                        sink.on(event)
                    }
                }
            }
            attempt(1)
        })
    }
}
