import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

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
