import Foundation
import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

/// An output with one property, as a view model declares them.
private struct Counter {
    @Property var count = 0
}

@Suite("@Property: an output the view reads and the view model drives")
struct PropertyTests {
    @Test("A property starts at its declared value; driving it changes it, in every copy of the output")
    func drivenValue() {
        let output = Counter()
        let copy = output
        let bag = DisposeBag()

        Driver.of(1, 2, 3).drive(output.$count).disposed(by: bag)

        #expect(output.count == 3)
        #expect(copy.count == 3)
    }

    @Test("Its Driver sends the current value at once, then every new one")
    func driverReplaysCurrentValue() {
        let scheduler = TestScheduler()
        let output = Counter()
        let counts = PublishSubject<Int>()
        let bag = DisposeBag()
        counts.asDriverOnErrorJustComplete().drive(output.$count).disposed(by: bag)
        counts.onNext(5)
        let observer = scheduler.createObserver(Int.self)

        output.$count.asDriver().drive(observer).disposed(by: bag)
        counts.onNext(6)

        #expect(observer.elements == [5, 6])
    }
}
