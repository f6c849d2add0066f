import MiniRx
import MiniRxTest
import Testing

@testable import CLE

@Suite("ErrorRouter: one place for the errors of many sequences")
struct ErrorRouterTests {
    let scheduler = TestScheduler()

    @Test("rerouteError sends the error to the router, and the sequence simply completes")
    func reroute() {
        let router = ErrorRouter()
        let routed = scheduler.createObserver(String.self)
        _ = router.error.map { String(describing: $0) }.subscribe(routed)
        let request = scheduler.createColdObservable([.next(10, 1), .error(20, TestError("down"), Int.self)])

        let observer = scheduler.start { request.rerouteError(router) }

        #expect(observer.events == [.next(210, 1), .completed(220)])
        #expect(routed.events == [.next(220, String(describing: TestError("down")))])
    }

    @Test("A chain of requests survives a failed one when each is rerouted")
    func chainSurvives() {
        let router = ErrorRouter()
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.start {
            taps.flatMap { tap in
                (tap == 2 ? Observable<Int>.error(TestError("down")) : Observable.just(tap * 10))
                    .rerouteError(router)
            }
        }
        #expect(observer.events == [.next(210, 10), .next(230, 30)])
    }

    @Test("The router's error sequence completes when the router is freed")
    func completesWhenFreed() {
        var router: ErrorRouter? = ErrorRouter()
        let recording = Recording<any Error>()
        _ = router?.error.subscribe(recording.observer)

        router = nil

        #expect(recording.isCompleted)
    }
}
