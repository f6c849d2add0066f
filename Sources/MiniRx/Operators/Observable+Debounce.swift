extension ObservableType {
    /// Sends a value only once `dueTime` has passed on `scheduler` without a newer one: the value that
    /// "settles". On completion a pending value is sent at once; on error it is dropped.
    ///
    ///     source (times 0,1,2,…):     a-b-----c---|
    ///     debounce(2 ticks):          ----b-----c-|
    public func debounce(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Element> {
        Observable(guarded: { sink in
            var pending: Element?
            var timerKey: CompositeDisposable.Key?
            self.subscribe(for: sink) { event in
                sink.detach(timerKey)
                timerKey = nil
                switch event {
                case .next(let element):
                    pending = element
                    timerKey = sink.attach(
                        scheduler.schedule(after: dueTime) {
                            guard let value = pending else { return }
                            pending = nil
                            sink.onNext(value)
                        })
                case .error(let error):
                    pending = nil
                    sink.onError(error)
                case .completed:
                    if let value = pending {
                        pending = nil
                        sink.onNext(value)
                    }
                    sink.onCompleted()
                }
            }
        })
    }
}
