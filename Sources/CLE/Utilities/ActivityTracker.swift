import MiniRx

// snippet: cle-activity-tracker
/// Counts the work in flight — typically requests — and says whether there is any: a spinner's or a disabled
/// button's source. Tracked sequences are counted while subscribed, so overlapping requests keep it active until the
/// last one ends, however it ends.
///
///     request A:   --(subscribed)----------|
///     request B:         --(subscribed)---------|
///     isActive:    F-T------------------------F
final class ActivityTracker {
    /// `false` at once, then `true` while at least one tracked sequence is subscribed; repeats are dropped.
    let isActive: Observable<Bool>
    private let count = BehaviorSubject(value: 0)
    private var running = 0

    init() {
        isActive = count.map { $0 > 0 }.distinctUntilChanged()
    }

    /// One more tracked sequence started; the returned disposable says it ended.
    fileprivate func started() -> AnonymousDisposable {
        running += 1
        count.onNext(running)
        return AnonymousDisposable { [weak self] in
            guard let self else { return }
            running -= 1
            count.onNext(running)
        }
    }

    isolated deinit {
        count.onCompleted()
    }
}

extension ObservableConvertibleType {
    /// The same sequence, counted by `tracker` from subscription until it completes, fails or is disposed.
    func trackActivity(_ tracker: ActivityTracker) -> Observable<Element> {
        Observable.using({ tracker.started() }) { _ in asObservable() }
    }
}
// end-snippet
