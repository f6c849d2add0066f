import Testing
import TriggerObserver

@testable import Exercise3_3

/// A `ReservationService` that keeps every request until the test answers it.
private final class HeldReservationService: ReservationService {
    private(set) var requests: [String] = []
    private var answers: [(Result<String, AppError>) -> Void] = []

    func reserve(reservationId: String, completion: @escaping (Result<String, AppError>) -> Void) {
        requests.append("reserve \(reservationId)")
        answers.append(completion)
    }

    func cancel(reservationId: String, completion: @escaping (Result<Void, AppError>) -> Void) {
        requests.append("cancel \(reservationId)")
        answers.append { result in completion(result.map { _ in () }) }
    }

    /// Answer the oldest request still held: with `confirmationId` (ignored by a cancellation), or `failure`.
    func answerNext(confirmationId: String = "8347838", failure: AppError? = nil) {
        guard !answers.isEmpty else { return }
        let answer = answers.removeFirst()
        answer(failure.map { .failure($0) } ?? .success(confirmationId))
    }
}

@Suite("Exercise 3.3 — A late observer hears the last answer")
struct LateObserverTests {
    let file = "Exercise3_3/ReservationBinding.swift"

    @Test("An observer that binds after an answer hears that answer at once")
    func lateObserverHearsTheLastAnswer() {
        let service = HeldReservationService()
        let binding = ReservationBinding(service: service)
        let screen = ReservationLog(observer: binding)
        binding.reserve(reservationId: "82348")
        service.answerNext(confirmationId: "8347838")

        let badge = ReservationLog(observer: binding)

        #expect(
            badge.lines == ["Reservation done successfully confirmation id: #8347838"],
            "The badge bound after the reservation was made, yet it heard \(badge.lines): keep the last answer and give it to an observer as it binds, in \(file)"
        )
        #expect(screen.lines.count == 1)
    }

    @Test("It is the last answer that a late observer hears, of either trigger")
    func theLastAnswerOfEitherTrigger() {
        let service = HeldReservationService()
        let binding = ReservationBinding(service: service)
        binding.reserve(reservationId: "82348")
        service.answerNext(confirmationId: "8347838")
        binding.cancelReservation(reservationId: "82348")
        service.answerNext()

        let badge = ReservationLog(observer: binding)

        #expect(
            badge.lines == ["Reservation cancelled successfully for reservation id: #82348"],
            "The cancellation came last, yet a late observer heard \(badge.lines): keep the latest answer, whichever trigger it answers, in \(file)"
        )
    }

    @Test("A reservation answered after a cancellation is the last answer: the order of the answers decides")
    func theLastAnswerWhicheverItIs() {
        let service = HeldReservationService()
        let binding = ReservationBinding(service: service)
        binding.cancelReservation(reservationId: "11111")
        service.answerNext()
        binding.reserve(reservationId: "82348")
        service.answerNext(confirmationId: "8347839")

        let badge = ReservationLog(observer: binding)

        #expect(
            badge.lines == ["Reservation done successfully confirmation id: #8347839"],
            "The reservation came last, yet a late observer heard \(badge.lines): keep the latest answer, whichever trigger it answers, in \(file)"
        )
    }

    @Test("Observers bound earlier hear each answer once: another binding late replays nothing to them")
    func earlierObserversHearOnce() {
        let service = HeldReservationService()
        let binding = ReservationBinding(service: service)
        let screen = ReservationLog(observer: binding)
        binding.reserve(reservationId: "82348")
        service.answerNext(confirmationId: "8347838")

        _ = ReservationLog(observer: binding)
        _ = ReservationLog(observer: binding)

        #expect(
            screen.lines == ["Reservation done successfully confirmation id: #8347838"],
            "The screen heard the reservation \(screen.lines.count) times: give the last answer to the observer that binds, and to no one else, in \(file)"
        )
    }

    @Test("Before any answer, an observer that binds hears nothing; a failure is an answer too")
    func nothingBeforeAnAnswer() {
        let service = HeldReservationService()
        let binding = ReservationBinding(service: service)
        let early = ReservationLog(observer: binding)
        #expect(early.lines.isEmpty, "Nothing has been answered yet: a new observer hears nothing, in \(file)")

        binding.cancelReservation(reservationId: "82348")
        service.answerNext(failure: .refused(status: 404, message: "No reservation #82348"))
        let late = ReservationLog(observer: binding)
        #expect(late.lines == ["Error: No reservation #82348"], "A refusal is the last answer too, in \(file)")
    }

    @Test("Both triggers still report to every observer, in the order the answers come")
    func bothTriggersOneObserverList() {
        let service = HeldReservationService()
        let binding = ReservationBinding(service: service)
        let screen = ReservationLog(observer: binding)
        let audit = ReservationLog(observer: binding)

        binding.reserve(reservationId: "82348")
        binding.cancelReservation(reservationId: "82348")
        service.answerNext(confirmationId: "8347838")
        service.answerNext()

        let expected = [
            "Reservation done successfully confirmation id: #8347838",
            "Reservation cancelled successfully for reservation id: #82348",
        ]
        #expect(screen.lines == expected, "Cancel reports through the same observers as reserve")
        #expect(audit.lines == expected, "Every observer hears every answer, whichever trigger was pulled")
    }

    @Test("A binding nobody holds is freed, with the answer it kept, and a late answer goes nowhere")
    func lateAnswerAfterTheBindingIsGone() {
        let service = HeldReservationService()
        var binding: ReservationBinding? = ReservationBinding(service: service)
        weak let freed = binding
        let log = binding.map { ReservationLog(observer: $0) }

        binding?.cancelReservation(reservationId: "82348")
        binding = nil
        #expect(freed == nil, "Capture the binding weakly in the service's completion: [weak self]")
        service.answerNext()

        #expect(log?.lines == [], "A binding that is gone delivers nothing")
    }
}
