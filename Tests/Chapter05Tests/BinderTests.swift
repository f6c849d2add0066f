import MiniRx
import MiniRxTest
import Testing

/// A label-like object to bind to.
private final class Sign {
    var text = ""
}

/// A scheduler that holds its work until told to run it, to see that `Binder` performs on its scheduler.
private final class HeldScheduler: ImmediateSchedulerType {
    private var work: [() -> Void] = []

    func schedule(_ action: @escaping () -> Void) -> any Disposable {
        work.append(action)
        return Disposables.create()
    }

    func runAll() {
        let due = work
        work = []
        for action in due { action() }
    }
}

/// `Binder` and `Reactive`, added for chapter 6's bindings, held to RxSwift's semantics: a binder sets its target for
/// each value, on its scheduler, never keeps the target alive, and ignores the end of the sequence.
@Suite("Binder and the rx namespace")
struct BinderTests {
    @Test("A Binder sets its target for each value, and ignores completion and errors")
    func bindsValues() {
        let sign = Sign()
        let binder = Binder<String>(sign) { sign, text in sign.text = text }

        binder.onNext("Open")
        #expect(sign.text == "Open")
        binder.onNext("Closed")
        binder.onCompleted()
        binder.onError(TestError())

        #expect(sign.text == "Closed")
    }

    @Test("A Binder does not keep its target alive, and does nothing once it is gone")
    func holdsTargetWeakly() throws {
        var sign: Sign? = Sign()
        weak let watched = sign
        var calls = 0
        let binder = Binder<String>(try #require(sign)) { _, _ in calls += 1 }

        sign = nil
        binder.onNext("Open")

        #expect(watched == nil)
        #expect(calls == 0)
    }

    @Test("A Binder performs each value on its scheduler")
    func performsOnScheduler() {
        let sign = Sign()
        let scheduler = HeldScheduler()
        let binder = Binder<String>(sign, scheduler: scheduler) { sign, text in sign.text = text }

        binder.onNext("Open")
        #expect(sign.text == "")
        scheduler.runAll()

        #expect(sign.text == "Open")
    }

    @Test("A sequence bound to a Binder sets the target until the subscription is disposed")
    func boundSequence() {
        let sign = Sign()
        let texts = PublishSubject<String>()
        let subscription = texts.bind(to: Binder(sign) { sign, text in sign.text = text })

        texts.onNext("Open")
        subscription.dispose()
        texts.onNext("Closed")

        #expect(sign.text == "Open")
    }

    @Test("The rx namespace of a value is a Reactive around that same value")
    func reactiveNamespace() {
        final class Door: ReactiveCompatible {}
        let door = Door()

        #expect(door.rx.base === door)
        #expect(Reactive(door).base === door)
    }
}
