import MiniRx
import MiniRxTest
import Testing

@Suite("Disposables stop work exactly once")
struct DisposableTests {
    @Test("A DisposeBag disposes everything in it when it is released")
    func disposeBag() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            Disposables.create { disposed.append(1) }.disposed(by: bag)
            Disposables.create { disposed.append(2) }.disposed(by: bag)
        }
        #expect(disposed.isEmpty)
        bag = nil
        #expect(disposed == [1, 2])
    }

    @Test("A CompositeDisposable disposes its members, removes one by key, and disposes late arrivals at once")
    func compositeDisposable() {
        var disposed: [String] = []
        let composite = CompositeDisposable()
        composite.insert(Disposables.create { disposed.append("a") })
        let key = composite.insert(Disposables.create { disposed.append("b") })
        #expect(composite.count == 2)
        if let key { composite.remove(for: key) }
        #expect(disposed == ["b"])
        composite.dispose()
        composite.dispose()
        #expect(disposed == ["b", "a"])
        #expect(composite.insert(Disposables.create { disposed.append("late") }) == nil)
        #expect(disposed == ["b", "a", "late"])
    }

    @Test("A SerialDisposable disposes the previous disposable when a new one is set")
    func serialDisposable() {
        var disposed: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.append("first") }
        serial.disposable = Disposables.create { disposed.append("second") }
        #expect(disposed == ["first"])
        serial.dispose()
        serial.disposable = Disposables.create { disposed.append("third") }
        #expect(disposed == ["first", "second", "third"])
    }

    @Test("A SingleAssignmentDisposable disposed before assignment disposes what arrives")
    func singleAssignment() {
        var disposed = false
        let slot = SingleAssignmentDisposable()
        slot.dispose()
        slot.setDisposable(Disposables.create { disposed = true })
        #expect(disposed)
        #expect(slot.isDisposed)
    }

    @Test("An AnonymousDisposable runs its action once")
    func anonymousOnce() {
        var runs = 0
        let disposable = AnonymousDisposable { runs += 1 }
        disposable.dispose()
        disposable.dispose()
        #expect(runs == 1)
        #expect(disposable.isDisposed)
    }
}
