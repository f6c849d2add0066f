import Foundation
import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

@Suite("select and checkIfDataIsEmpty: the view model's helpers")
struct ViewModelHelperTests {
    private struct Host: ViewModel {
        func transform(_ input: Void, disposeBag: DisposeBag) {}
    }

    @Test("select gives the item at the selected row as the items are then, and ignores a row past the end")
    func selectItem() {
        let rows = PublishSubject<IndexPath>()
        let items = BehaviorRelay(value: ["a", "b"])
        var selected: [String] = []
        let bag = DisposeBag()
        Host().select(trigger: rows.asDriverOnErrorJustComplete(), items: items.asDriver())
            .drive(onNext: { selected.append($0) })
            .disposed(by: bag)

        rows.onNext(row(1))
        rows.onNext(row(2))
        items.accept(["c", "d", "e"])
        rows.onNext(row(2))

        #expect(selected == ["b", "e"])
    }

    @Test(
        "checkIfDataIsEmpty says nothing before the items arrive, false while loading, and then whether they are empty")
    func emptyState() {
        let isLoading = BehaviorRelay(value: true)
        let items = PublishSubject<[Int]>()
        var states: [Bool] = []
        let bag = DisposeBag()
        Host().checkIfDataIsEmpty(trigger: isLoading.asDriver(), items: items.asDriverOnErrorJustComplete())
            .drive(onNext: { states.append($0) })
            .disposed(by: bag)
        #expect(states.isEmpty)

        items.onNext([])
        isLoading.accept(false)
        items.onNext([1])

        #expect(states == [false, true, false])
    }
}
