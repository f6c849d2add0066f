import MiniRx
import Testing

@Suite("The grammar holds when an observer answers back")
struct AnsweringBackTests {
    @Test("A value sent back into a sequence while its completion is being delivered is dropped")
    func valueDuringCompletionDropped() {
        var source: AnyObserver<Int>?
        let numbers = Observable<Int>.create { observer in
            source = observer
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        let subscription = numbers.subscribe { event in
            received.append(event)
            if event.isStopEvent { source?.onNext(9) }
        }

        source?.onNext(1)
        source?.onCompleted()

        #expect(received == [.next(1), .completed])
        subscription.dispose()
        source = nil
    }
}
