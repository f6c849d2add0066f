import CleanMVVM
import MiniRx
import MiniRxTest
import Testing

@testable import Exercise6_3

/// The editor's view model on virtual time: what is typed and when Save is tapped as hot test observables, the
/// rules' messages recorded as they change.
@Suite("Exercise 6.3 — The editor's transform: the rules wait for the first Save")
struct PriceEditorViewModelTests {
    let file = "Exercise6_3/PriceEditorViewModel.swift"
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()

    /// The messages of each rule over time, and the products saved, for these edits and taps.
    private func run(
        names: [Recorded<Event<String>>], prices: [Recorded<Event<String>>] = [], saves: [TestTime]
    ) -> (name: [Recorded<Event<String>>], price: [Recorded<Event<String>>], saved: [ProductDto]) {
        let viewModel = PriceEditorViewModel(product: Product(id: 2, name: "Wireless Mouse", price: 24.99))
        let input = PriceEditorViewModel.Input(
            name: scheduler.createHotObservable(names).asDriverOnErrorJustComplete(),
            price: scheduler.createHotObservable(prices).asDriverOnErrorJustComplete(),
            saveTrigger: scheduler.createHotObservable(saves.map { .next($0, ()) }).asDriverOnErrorJustComplete())
        let output = viewModel.transform(input, disposeBag: disposeBag)
        let nameMessages = scheduler.createObserver(String.self)
        let priceMessages = scheduler.createObserver(String.self)
        var saved: [ProductDto] = []
        output.$nameValidation.asDriver().map(\.message).distinctUntilChanged().drive(nameMessages)
            .disposed(by: disposeBag)
        output.$priceValidation.asDriver().map(\.message).distinctUntilChanged().drive(priceMessages)
            .disposed(by: disposeBag)
        output.$saved.asDriver().unwrap().drive(onNext: { saved.append($0) }).disposed(by: disposeBag)
        scheduler.start()
        return (nameMessages.events, priceMessages.events, saved)
    }

    @Test("While the person types, before the first Save, no rule says anything")
    func silentBeforeSave() {
        let result = run(names: [.next(10, ""), .next(20, " ")], prices: [.next(30, "abc")], saves: [])

        #expect(
            result.name == [.next(0, "")] && result.price == [.next(0, "")],
            "Validate only once Save has been tapped: combine the text with the save trigger — in \(file)")
    }

    @Test("The first Save shows the message of each rule broken")
    func firstSaveSpeaks() {
        let result = run(names: [.next(10, "")], prices: [.next(20, "0")], saves: [30])

        #expect(result.name == [.next(0, ""), .next(30, "Name must not be empty")], "in \(file)")
        #expect(result.price == [.next(0, ""), .next(30, "Price must be a positive number")], "in \(file)")
        #expect(result.saved.isEmpty, "An invalid product is not saved — in \(file)")
    }

    @Test("After the first Save, the rules follow every edit")
    func followEditsAfterSave() {
        let result = run(names: [.next(10, ""), .next(40, "Silent Mouse"), .next(50, "")], saves: [30])

        #expect(
            result.name == [
                .next(0, ""), .next(30, "Name must not be empty"), .next(40, ""), .next(50, "Name must not be empty"),
            ],
            "Once Save has been tapped, every edit is checked again — in \(file)")
    }

    @Test("A valid Save sends the product as typed")
    func validSave() {
        let result = run(names: [.next(10, "Silent Mouse")], prices: [.next(20, "21.5")], saves: [30])

        #expect(result.saved == [ProductDto(id: 2, name: "Silent Mouse", price: "21.5")], "in \(file)")
    }
}
