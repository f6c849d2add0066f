extension ObservableType {
    /// Delivers every event through `scheduler`, in order. On a `TestScheduler` the events arrive when
    /// the virtual clock runs the scheduled work, not while the source is sending them.
    ///
    /// Disposing cancels the deliveries still waiting.
    public func observe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                var key: CompositeDisposable.Key?
                var hasRun = false
                let scheduled = scheduler.schedule {
                    hasRun = true
                    sink.detach(key)
                    sink.on(event)
                }
                if !hasRun { key = sink.attach(scheduled) }
            }
        })
    }

    /// Subscribes to the source (and so starts its work) through `scheduler`.
    public func subscribe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        Observable(guarded: { sink in
            sink.attach(
                scheduler.schedule {
                    self.subscribe(for: sink, sink.on)
                })
        })
    }
}
