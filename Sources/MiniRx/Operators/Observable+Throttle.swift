extension ObservableType {
    /// Sends at most one value per `dueTime` on `scheduler`: a value that comes when `dueTime` has passed
    /// since the last one sent goes out at once; one that comes sooner waits (with `latest: true`) until
    /// `dueTime` has passed, replaced by any newer one meanwhile, and is dropped if a newer one goes out first.
    /// On completion a waiting value is still sent, at its time, before the completion.
    ///
    ///     source (times 0,1,2,…):           abc----d-|
    ///     throttle(3 ticks):                a--c---d-|
    ///     throttle(3 ticks, latest: false): a------d-|
    public func throttle(
        _ dueTime: Duration, latest: Bool = true, scheduler: some SchedulerType
    ) -> Observable<Element> {
        Observable(guarded: { sink in
            var lastSentAt: Duration?
            var waiting: Element?
            var completesAfterWaiting = false
            var timerKey: CompositeDisposable.Key?

            func send(_ element: Element) {
                waiting = nil
                lastSentAt = scheduler.now
                sink.onNext(element)
            }

            func sendWaiting() {
                if let waiting { send(waiting) }
                if completesAfterWaiting { sink.onCompleted() }
            }

            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    let remaining = lastSentAt.map { dueTime - (scheduler.now - $0) } ?? .zero
                    guard remaining > .zero else { return send(element) }
                    guard latest else { return }
                    let timerIsRunning = waiting != nil
                    waiting = element
                    if !timerIsRunning {
                        sink.detach(timerKey)
                        timerKey = sink.attach(scheduler.schedule(after: remaining, sendWaiting))
                    }
                case .error(let error):
                    waiting = nil
                    sink.onError(error)
                case .completed:
                    if waiting != nil {
                        completesAfterWaiting = true
                    } else {
                        sink.onCompleted()
                    }
                }
            }
        })
    }
}
