import MiniRx

// snippet: clean-activity-indicator
/// Says whether tracked work is in flight — a spinner's source. It counts: two overlapping requests keep it on until
/// both have ended, and a request ends when it completes, fails *or is disposed*.
///
///     request A:   --(subscribed)--------|
///     request B:          --(subscribed)-------x (disposed)
///     asDriver():  F-T---------------------------F
///
/// The original's indicator is a single flag: each tracked sequence sets it on subscription and clears it at its
/// first value, error or completion, so the first of two overlapping requests to answer turns the spinner off, and
/// a request cancelled by `flatMapLatest` never turns it off at all.
final class ActivityIndicator {
    private let running = BehaviorRelay(value: 0)

    /// `true` while at least one tracked sequence is subscribed; repeats are dropped.
    func asDriver() -> Driver<Bool> {
        running.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// One more tracked sequence started; disposing the result says it ended.
    fileprivate func started() -> AnonymousDisposable {
        running.accept(running.value + 1)
        return AnonymousDisposable { [weak running] in
            if let running { running.accept(running.value - 1) }
        }
    }
}

extension ObservableConvertibleType {
    /// The same sequence, counted by `indicator` from subscription until it completes, fails or is disposed.
    func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        Observable.using({ indicator.started() }) { _ in self.asObservable() }
    }
}
// end-snippet
