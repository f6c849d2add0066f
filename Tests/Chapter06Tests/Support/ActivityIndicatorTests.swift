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
