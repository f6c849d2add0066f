import MiniRx
import MiniRxTest
import Testing

// snippet: minirx-test-viewmodel
/// A view model the way chapters 6 and 7 write them: main-actor code, inputs as `Driver`s,
/// outputs as relays, everything disposed with its bag.
@MainActor
final class SearchViewModel {
    struct Input {
        let query: Driver<String>
        let search: Driver<Void>
    }

    struct Output {
        let results = BehaviorRelay<[String]>(value: [])
        let isLoading = BehaviorRelay(value: false)
        let error = BehaviorRelay<String?>(value: nil)
    }

    private let find: (String) -> Observable<[String]>

    init(find: @escaping (String) -> Observable<[String]>) {
        self.find = find
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        let output = Output()
        let errors = PublishRelay<String>()
        input.search
            .withLatestFrom(input.query)
            .filter { !$0.isEmpty }
            .flatMapLatest { query in
                self.find(query)
                    .do(
                        onSubscribe: { output.isLoading.accept(true) },
                        onDispose: { output.isLoading.accept(false) }
                    )
                    .asDriver(onErrorRecover: { error in
                        errors.accept("\(error)")
                        return .just([])
                    })
            }
            .drive(output.results)
            .disposed(by: disposeBag)
        errors.asDriver().drive(output.error).disposed(by: disposeBag)
        return output
    }
}
// end-snippet

@Suite("Driver: UI-safe sequences consumed on the main actor")
@MainActor
struct DriverTests {
    // snippet: minirx-test-viewmodel-test
    @Test("A view model drives its outputs from Driver inputs, on virtual time")
    func viewModelOnVirtualTime() {
        let scheduler = TestScheduler()
        let query = scheduler.createHotObservable([.next(205, "sw"), .next(215, "swift")])
        let search = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
        let server = scheduler.createColdObservable([.next(30, ["Swift"]), .completed(30)])
        let viewModel = SearchViewModel { _ in server.asObservable() }
        let bag = DisposeBag()
        let output = viewModel.transform(
            .init(
                query: query.asDriver(onErrorJustReturn: ""),
                search: search.asDriver(onErrorDriveWith: .empty())),
            disposeBag: bag)
        let loading = scheduler.createObserver(Bool.self)
        let results = scheduler.createObserver([String].self)
        output.isLoading.asDriver().drive(loading).disposed(by: bag)
        output.results.asDriver().drive(results).disposed(by: bag)
        scheduler.start()
        #expect(server.subscriptions == [Subscription(210, 220), Subscription(220, 250)])
        #expect(results.events == [.next(0, []), .next(250, ["Swift"])])
        #expect(
            loading.events == [
                .next(0, false), .next(210, true), .next(220, false), .next(220, true), .next(250, false),
            ])
    }
    // end-snippet

    @Test("An error inside the view model becomes an output, and the Driver keeps working")
    func errorsBecomeOutputs() {
        let query = BehaviorRelay(value: "pros")
        let search = PublishRelay<Void>()
        var answers: [Observable<[String]>] = [.error(TestError("offline")), .just(["Error reduction"])]
        let viewModel = SearchViewModel { _ in answers.removeFirst() }
        let bag = DisposeBag()
        let output = viewModel.transform(.init(query: query.asDriver(), search: search.asDriver()), disposeBag: bag)
        search.accept(())
        #expect(output.error.value == "TestError(offline)")
        #expect(output.results.value == [])
        search.accept(())
        #expect(output.results.value == ["Error reduction"])
        #expect(output.isLoading.value == false)
    }

    @Test("asDriver(onErrorJustReturn:) turns a failure into a last value")
    func onErrorJustReturn() {
        var values: [Int] = []
        var completed = false
        _ = Observable<Int>.error(TestError()).asDriver(onErrorJustReturn: -1)
            .drive(onNext: { values.append($0) }, onCompleted: { completed = true })
        #expect(values == [-1])
        #expect(completed)
    }

    @Test("A Driver shares one subscription and replays the latest value to a new subscriber")
    func driverShares() {
        var subscriptions = 0
        let source = PublishSubject<Int>()
        let driver = Observable.deferred {
            subscriptions += 1
            return source
        }.asDriver(onErrorJustReturn: 0)
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        driver.drive(onNext: { first.append($0) }).disposed(by: bag)
        source.onNext(1)
        driver.drive(onNext: { second.append($0) }).disposed(by: bag)
        source.onNext(2)
        #expect(subscriptions == 1)
        #expect(first == [1, 2])
        #expect(second == [1, 2])
    }

    @Test("Driver operators and static combinators keep it a Driver")
    func driverOperators() {
        let numbers = BehaviorRelay(value: 1)
        let letters = BehaviorRelay(value: "a")
        let combined = BehaviorRelay(value: "")
        let bag = DisposeBag()
        Driver.combineLatest(numbers.asDriver().map { $0 * 2 }, letters.asDriver()) { "\($0)\($1)" }
            .distinctUntilChanged()
            .drive(combined)
            .disposed(by: bag)
        numbers.accept(2)
        #expect(combined.value == "4a")
        var merged: [Int] = []
        Driver.merge(.just(1), .of(2, 3)).startWith(0).drive(onNext: { merged.append($0) }).disposed(by: bag)
        #expect(merged == [0, 1, 2, 3])
        var fired = 0
        Driver.just(()).do(onNext: { fired += 1 }).drive().disposed(by: bag)
        #expect(fired == 1)
    }
}
