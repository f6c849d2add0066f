extension ObservableType {
    /// Sends every value, and the completion, `dueTime` later on `scheduler`. An error is not delayed: it is sent at
    /// once, and the values still waiting are dropped.
    ///
    ///     source:             -a-b---|
    ///     delay(2 ticks):     ---a-b---|
    ///     source:             -a-b-x
    ///     delay(2 ticks):     ---a-x
    public func delay(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Element> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                switch event {
                case .next, .completed:
                    var key: CompositeDisposable.Key?
                    key = sink.attach(
                        scheduler.schedule(after: dueTime) {
                            sink.detach(key)
                            sink.on(event)
                        })
                case .error:
                    sink.on(event)
                }
            }
        })
    }
}
