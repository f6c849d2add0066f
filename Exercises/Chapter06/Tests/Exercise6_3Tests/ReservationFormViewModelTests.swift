import CleanMVVM
import MiniRx
import MiniRxTest
import Testing

@testable import Exercise6_3

/// The reservation form's view model on virtual time: what is typed and when each button is tapped as hot test
/// observables, the rule's message recorded as it changes.
@Suite("Exercise 6.3 — The reservation form's transform: the rule waits for the first tap")
struct ReservationFormViewModelTests {
    let file = "Exercise6_3/ReservationFormViewModel.swift"
    let message = "Reservation id must be 1 to 8 digits"
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()

    /// The rule's messages over time (each change, or with `everyCheck` each time the rule runs), and the requests
    /// sent, for these edits and taps.
    private func run(
        typed: [Recorded<Event<String>>], reserves: [TestTime] = [], cancels: [TestTime] = [], everyCheck: Bool = false
    ) -> (messages: [Recorded<Event<String>>], requests: [ReservationRequest]) {
        let taps = { (times: [TestTime]) in
            scheduler.createHotObservable(times.map { .next($0, ()) }).asDriverOnErrorJustComplete()
        }
        let input = ReservationFormViewModel.Input(
            reservationId: scheduler.createHotObservable(typed).asDriverOnErrorJustComplete(),
            reserveTrigger: taps(reserves), cancelTrigger: taps(cancels))
        let output = ReservationFormViewModel().transform(input, disposeBag: disposeBag)
        let messages = scheduler.createObserver(String.self)
        var requests: [ReservationRequest] = []
        let checks = output.$idValidation.asDriver().map(\.message)
        (everyCheck ? checks : checks.distinctUntilChanged()).drive(messages).disposed(by: disposeBag)
        output.$request.asDriver().unwrap().drive(onNext: { requests.append($0) }).disposed(by: disposeBag)
        scheduler.start()
        return (messages.events, requests)
    }

    @Test("While the person types, before any tap, the rule says nothing")
    func silentBeforeATap() {
        let result = run(typed: [.next(10, "12a"), .next(20, ""), .next(30, "123456789")])

        #expect(
            result.messages == [.next(0, "")],
            "The rule spoke before any tap: validate only once a button has been tapped — in \(file)")
    }

    @Test("The first tap on Reserve shows the rule's message")
    func firstReserveSpeaks() {
        let result = run(typed: [.next(10, "12a")], reserves: [20])

        #expect(result.messages == [.next(0, ""), .next(20, message)], "in \(file)")
        #expect(result.requests.isEmpty, "An invalid id is not sent — in \(file)")
    }

    @Test("The first tap on Cancel shows it too, though Reserve was never tapped")
    func firstCancelSpeaks() {
        let result = run(typed: [.next(10, "")], cancels: [20])

        #expect(
            result.messages == [.next(0, ""), .next(20, message)],
            "Cancel was tapped at 20 and the rule said \(result.messages): either button's first tap makes it speak — in \(file)"
        )
    }

    @Test("After the first tap, the rule follows every edit, with no tap between them")
    func followsEditsAfterATap() {
        let result = run(
            typed: [.next(10, "x"), .next(30, "42"), .next(40, "4x"), .next(50, "4")], reserves: [60], cancels: [20])

        #expect(
            result.messages == [.next(0, ""), .next(20, message), .next(30, ""), .next(40, message), .next(50, "")],
            "Once a button has been tapped, every edit is checked again, as it is typed — in \(file)")
    }

    @Test("Every tap checks the rule again, as every edit does once a button has been tapped")
    func everyTapChecks() {
        let result = run(
            typed: [.next(10, "x"), .next(40, "42")], reserves: [20], cancels: [30, 50], everyCheck: true)

        #expect(
            result.messages.map(\.time) == [0, 20, 30, 40, 50],
            "The rule ran at \(result.messages.map(\.time)): it should run at the first tap, then at every edit and every tap — in \(file)"
        )
    }

    @Test("Each tap with a valid id sends its request for the id typed at that moment")
    func requestsSent() {
        let result = run(
            typed: [.next(10, "42"), .next(30, "7"), .next(50, "7x")], reserves: [20, 60], cancels: [40])

        #expect(result.requests == [.reserve("42"), .cancel("7")], "in \(file)")
    }
}
