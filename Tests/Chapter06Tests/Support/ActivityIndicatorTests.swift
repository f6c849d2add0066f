import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

/// The activity indicator counts what it tracks. The original's is one flag that the first answer clears; these
/// tests are the decision to count, and each fails against a flag.
@Suite("ActivityIndicator: counting what is in flight")
struct ActivityIndicatorTests {
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()
    let indicator = ActivityIndicator()
    let isActive: TestableObserver<Bool>

    init() {
        isActive = scheduler.createObserver(Bool.self)
        indicator.asDriver().drive(isActive).disposed(by: disposeBag)
    }

    /// A request that answers `after` ticks, tracked by the indicator from `time`.
    private func track(at time: TestTime, answeringAfter delay: TestTime, failing: Bool = false) {
        let answer: Recorded<Event<Int>> = failing ? .error(delay, TestError()) : .completed(delay)
        let request = scheduler.createColdObservable([.next(delay, 1), answer])
        scheduler.scheduleAt(time) {
            request.trackActivity(indicator).subscribe { _ in }.disposed(by: disposeBag)
        }
    }

    // snippet: clean-test-activity-overlap
    @Test("Two overlapping requests keep it on until the second one ends")
    func overlappingRequests() {
        track(at: 10, answeringAfter: 20)
        track(at: 20, answeringAfter: 40)

        scheduler.start()

        #expect(isActive.events == [.next(0, false), .next(10, true), .next(60, false)])
    }
    // end-snippet

    @Test("A failed request ends its activity too")
    func failedRequest() {
        track(at: 10, answeringAfter: 20, failing: true)

        scheduler.start()

        #expect(isActive.events == [.next(0, false), .next(10, true), .next(30, false)])
    }

    @Test("A request disposed before it answers ends its activity (flatMapLatest does that to a superseded request)")
    func disposedRequest() {
        let request = Observable<Int>.never().trackActivity(indicator).subscribe { _ in }
        #expect(isActive.lastEventElement == true)

        request.dispose()

        #expect(isActive.lastEventElement == false)
    }
}

/// The error tracker passes on what it tracks, and the tracked sequence still fails.
@Suite("ErrorTracker: one place for a screen's errors")
struct ErrorTrackerTests {
    @Test("A tracked error reaches the tracker, and still ends the tracked sequence")
    func trackedError() {
        let tracker = ErrorTracker()
        var tracked: [any Error] = []
        var ended: (any Error)?
        let bag = DisposeBag()
        tracker.asDriver().drive(onNext: { tracked.append($0) }).disposed(by: bag)

        Observable<Int>.error(TestError("down")).trackError(tracker)
            .subscribe(onError: { ended = $0 })
            .disposed(by: bag)

        #expect(tracked.map { $0 as? TestError } == [TestError("down")])
        #expect(ended as? TestError == TestError("down"))
    }

    @Test("asDriverOnErrorJustComplete turns a failed request into no value at all")
    func failedRequestCompletes() {
        var events: [String] = []
        let bag = DisposeBag()

        Observable<Int>.error(TestError()).asDriverOnErrorJustComplete()
            .drive(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
            .disposed(by: bag)

        #expect(events == ["completed"])
    }
}
