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

@Suite("Exercise 3.3 — A second trigger, the same observers")
struct SecondTriggerTests {
    @Test("Cancel, the second trigger, reaches the log written for the observer, unchanged")
    func cancelReachesTheLog() {
        let service = HeldReservationService()
        let binding = ReservationBinding(service: service)
        let log = ReservationLog(observer: binding)
        let cancel: CancelReservationTrigger = binding

        cancel.cancelReservation(reservationId: "82348")
        #expect(
            service.requests == ["cancel 82348"],
            "cancelReservation(reservationId:) must ask the service to cancel, in Exercise3_3/ReservationBinding.swift")
        service.answerNext()

        #expect(
            log.lines == ["Reservation cancelled successfully for reservation id: #82348"],
            "Hand the service's answer to every observer as .cancelled(reservationId:), with the id that was asked for")
    }

    @Test("Both triggers report to every observer, in the order the answers come")
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

    @Test("A refused cancellation reaches the observers as a failure")
    func refusalReachesTheObservers() {
        let service = HeldReservationService()
        let binding = ReservationBinding(service: service)
        let log = ReservationLog(observer: binding)

        binding.cancelReservation(reservationId: "82348")
        service.answerNext(failure: .server(message: "No reservation #82348"))

        #expect(log.lines == ["Error: No reservation #82348"], "Pass a failure on to the observers as it came")
    }

    @Test("A cancellation still on its way does not keep the binding alive, and its late answer goes nowhere")
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
