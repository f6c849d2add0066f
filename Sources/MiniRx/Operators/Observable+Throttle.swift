extension ObservableType {
    /// Sends at most one value per `dueTime` window on `scheduler`: the first value at once, then
    /// (with `latest: true`) the latest value that arrived during the window, when the window closes.
    /// On completion a pending latest value is still sent, when its window closes.
    ///
    ///     source (times 0,1,2,…):           abc----d-|
    ///     throttle(3 ticks):                a--c---d-|
    ///     throttle(3 ticks, latest: false): a------d-|
    public func throttle(
        _ dueTime: Duration, latest: Bool = true, scheduler: some SchedulerType
    ) -> Observable<Element> {
        Observable(guarded: { sink in
            var lastSentAt: Duration?
            var pending: Element?
            var windowIsOpen = false
            var completeAfterWindow = false
            var windowKey: CompositeDisposable.Key?

            func closeWindow() {
                sink.detach(windowKey)
                windowIsOpen = false
                if let value = pending {
                    pending = nil
                    lastSentAt = scheduler.now
                    sink.onNext(value)
                    if !completeAfterWindow { openWindow() }
                }
                if completeAfterWindow { sink.onCompleted() }
            }

            func openWindow() {
                windowIsOpen = true
                let elapsed = lastSentAt.map { scheduler.now - $0 } ?? .zero
                windowKey = sink.attach(scheduler.schedule(after: dueTime - elapsed, closeWindow))
            }

            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    let now = scheduler.now
                    if let lastSentAt, now - lastSentAt < dueTime {
                        if latest { pending = element }
                        if !windowIsOpen { openWindow() }
                    } else {
                        lastSentAt = now
                        sink.onNext(element)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if pending != nil && windowIsOpen {
                        completeAfterWindow = true
                    } else {
                        sink.onCompleted()
                    }
                }
            }
        })
    }
}
