extension ObservableType {
    /// On error, subscribes to the source again, up to `maxAttemptCount` subscriptions in all;
    /// the last attempt's error goes through. `retry(0)` completes at once, without subscribing.
    ///
    ///     attempt 1:   --1--#
    ///     attempt 2:        --1--#
    ///     attempt 3:             --1--2--|
    ///     retry(3):    --1----1----1--2--|
    ///
    /// A source that fails while it is being subscribed (a request that cannot even start) is subscribed
    /// again only after that subscription has returned, in a loop: a thousand attempts never nest a
    /// thousand calls deep.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        guard maxAttemptCount > 0 else { return Observable.empty() }
        return Observable(guarded: { sink in
            var attempts = 0
            var isSubscribing = false
            var failedWhileSubscribing = false

            func subscribeUntilDone() {
                repeat {
                    failedWhileSubscribing = false
                    attempts += 1
                    isSubscribing = true
                    var key: CompositeDisposable.Key?
                    key = self.subscribe(for: sink) { event in
                        guard case .error = event, attempts < maxAttemptCount else { return sink.on(event) }
                        sink.detach(key)
                        if isSubscribing {
                            failedWhileSubscribing = true
                        } else {
                            subscribeUntilDone()
                        }
                    }
                    isSubscribing = false
                } while failedWhileSubscribing && !sink.isDisposed
            }
            subscribeUntilDone()
        })
    }
}
