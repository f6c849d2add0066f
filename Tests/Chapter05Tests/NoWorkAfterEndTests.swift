import MiniRx
import MiniRxTest
import Testing

@Suite("Operators start no work for a subscription that has already ended")
struct NoWorkAfterEndTests {
    @Test("take(until:) with an other that fires at once never subscribes to the source")
    func noSubscriptionAfterEnd() {
        var subscribed = false
        let source = Observable<Int>.create { _ in
            subscribed = true
            return Disposables.create()
        }
        let log = EventLog<Int>()
        _ = source.take(until: Observable.just(())).subscribe(log.observer)
        #expect(log.events == [.completed])
        #expect(!subscribed)
    }
}
