import MiniRxTest
import Testing

@testable import MiniRx

/// A disposed chain must let go of everything it captured: the closures you gave its operators,
/// the objects those closures captured, and its sources.
@Suite("Memory: a disposed chain frees its closures and sources")
struct MemoryTests {
    // snippet: minirx-test-memory
    @Test("A subscription keeps its operators' closures alive; disposing it frees them")
    func disposalFreesClosures() {
        let subject = PublishSubject<Int>()
        weak var weakTracked: Tracked?
        var subscription: (any Disposable)?
        do {
            let tracked = Tracked()
            weakTracked = tracked
            subscription = subject.map { "\(tracked.name) \($0)" }.filter { !$0.isEmpty }.subscribe(onNext: { _ in })
        }
        #expect(weakTracked != nil, "the live subscription holds the closure that captured the object")
        subscription?.dispose()
        #expect(weakTracked == nil)
        #expect(!subject.hasObservers)
    }
    // end-snippet

    @Test("Disposing frees your closures even when the recipe keeps hold of its observer")
    func disposalFreesClosuresTheRecipeStillReaches() {
        // A callback API that never forgets a callback, as a request without cancellation would.
        var registered: [AnyObserver<Int>] = []
        let request = Observable<Int>.create { observer in
            registered.append(observer)
            return Disposables.create()
        }
        weak var weakTracked: Tracked?
        var subscription: (any Disposable)?
        do {
            let tracked = Tracked()
            weakTracked = tracked
            subscription = request.map { "\(tracked.name) \($0)" }.subscribe(onNext: { _ in })
        }
        #expect(weakTracked != nil)
        subscription?.dispose()
        #expect(registered.count == 1, "the recipe still holds the observer it was given")
        #expect(weakTracked == nil, "but that observer no longer holds the chain behind it")
    }

    @Test("A completed chain frees its closures even if nobody disposes it")
    func completionFreesClosures() {
        let subject = PublishSubject<Int>()
        weak var weakTracked: Tracked?
        var subscription: (any Disposable)?
        do {
            let tracked = Tracked()
            weakTracked = tracked
            subscription = subject.map { _ in tracked.name }.subscribe(onNext: { _ in })
        }
        #expect(weakTracked != nil)
        subject.onCompleted()
        #expect(weakTracked == nil)
        _ = subscription
    }

    @Test("Disposing a chain frees its sources: inner sequences, and the subjects' observers")
    func disposalFreesSources() {
        weak var weakInner: BehaviorSubject<String>?
        let trigger = PublishSubject<Void>()
        let data = PublishSubject<Int>()
        var subscription: (any Disposable)?
        do {
            let inner = BehaviorSubject(value: "inner")
            weakInner = inner
            subscription = trigger.withLatestFrom(data)
                .flatMapLatest { _ in inner }
                .subscribe(onNext: { _ in })
            data.onNext(1)
            trigger.onNext(())
        }
        #expect(weakInner != nil, "the running flatMapLatest holds its inner sequence")
        #expect(trigger.hasObservers && data.hasObservers)
        subscription?.dispose()
        #expect(weakInner == nil)
        #expect(!trigger.hasObservers && !data.hasObservers)
    }

    @Test(
        "A long-lived flattening chain lets go of each inner subscription that finished at once",
        arguments: ["merge", "latest", "first", "concat"])
    func finishedInnersAreReleased(strategy: String) {
        let taps = PublishSubject<Int>()
        weak var firstInner: Sink<Int>?
        // An inner sequence that is over before `subscribe` returns, like `just` or a cached answer.
        let answer: (Int) -> Observable<Int> = { value in
            Observable(guarded: { sink in
                if value == 0 { firstInner = sink }
                sink.onNext(value)
                sink.onCompleted()
            })
        }
        let flattened: Observable<Int> =
            switch strategy {
            case "merge": taps.flatMap(answer)
            case "latest": taps.flatMapLatest(answer)
            case "first": taps.flatMapFirst(answer)
            default: taps.concatMap(answer)
            }
        let log = EventLog<Int>()
        let subscription = flattened.subscribe(log.observer)
        taps.onNext(0)
        taps.onNext(1)
        #expect(log.elements == [0, 1])
        #expect(firstInner == nil, "the chain is still running, but the finished inner subscription is gone")
        subscription.dispose()
    }

    @Test("A DisposeBag released with its owner frees every subscription in it")
    func disposeBagFreesEverything() {
        let relay = BehaviorRelay(value: 0)
        weak var weakTracked: Tracked?
        var bag: DisposeBag? = DisposeBag()
        do {
            let tracked = Tracked()
            weakTracked = tracked
            if let bag {
                relay.map { _ in tracked.name }.subscribe(onNext: { _ in }).disposed(by: bag)
                relay.asDriver().map { _ in tracked.name }.asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
            }
        }
        #expect(weakTracked != nil)
        bag = nil
        #expect(weakTracked == nil)
    }

    @Test("A shared sequence frees its source subscription when the last subscriber leaves")
    func shareFreesItsConnection() {
        let subject = PublishSubject<Int>()
        weak var weakTracked: Tracked?
        let shared: Observable<String>
        do {
            let tracked = Tracked()
            weakTracked = tracked
            shared = subject.map { _ in tracked.name }.share(replay: 1)
        }
        let first = shared.subscribe(onNext: { _ in })
        let second = shared.subscribe(onNext: { _ in })
        first.dispose()
        #expect(subject.hasObservers)
        second.dispose()
        #expect(!subject.hasObservers)
        _ = shared
        #expect(weakTracked != nil, "the shared recipe itself still holds its closure, as any Observable does")
    }

    @Test("An observer that holds its own subscription is freed after disposal: no retain cycle")
    func selfReferencingObserver() {
        final class Screen {
            let bag = DisposeBag()
            var titles: [String] = []

            func bind(to relay: BehaviorRelay<String>) {
                relay.subscribe(onNext: { [weak self] in self?.titles.append($0) }).disposed(by: bag)
            }
        }
        let relay = BehaviorRelay(value: "Home")
        weak var weakScreen: Screen?
        do {
            let screen = Screen()
            weakScreen = screen
            screen.bind(to: relay)
            relay.accept("Pros")
            #expect(screen.titles == ["Home", "Pros"])
        }
        #expect(weakScreen == nil)
        #expect(!relay.hasObservers)
    }
}
