extension Observable where Element: FixedWidthInteger {
    /// Sends `0` once `dueTime` has passed on `scheduler`, then completes. With a `period`, it goes on instead: `1`,
    /// `2`, … one `period` apart, until it is disposed.
    ///
    ///     timer(3 ticks):              ---0|
    ///     timer(3 ticks, period: 2):   ---0-1-2-3-…
    public static func timer(
        _ dueTime: Duration, period: Duration? = nil, scheduler: some SchedulerType
    )
        -> Observable<Element>
    {
        Observable(guarded: { sink in
            var count: Element = 0
            var tickKey: CompositeDisposable.Key?

            func tick(after delay: Duration) {
                tickKey = sink.attach(
                    scheduler.schedule(after: delay) {
                        sink.detach(tickKey)
                        let value = count
                        guard let period else {
                            sink.onNext(value)
                            return sink.onCompleted()
                        }
                        // As RxSwift's periodic timer does, the next tick is scheduled before this one is sent.
                        count &+= 1
                        tick(after: period)
                        sink.onNext(value)
                    })
            }
            tick(after: dueTime)
        })
    }

    /// Sends `0`, `1`, `2`, … one `period` apart on `scheduler`, the first one `period` after subscribing, until it
    /// is disposed: `timer(period, period: period, scheduler:)`.
    public static func interval(_ period: Duration, scheduler: some SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
