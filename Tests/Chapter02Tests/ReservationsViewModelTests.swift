import Testing

@testable import RHA

@Suite("ReservationsViewModel: validation before any request, sentences for the label")
struct ReservationsViewModelTests {
    let fake = FakeReservationsWorker()
    let viewModel: ReservationsViewModel
    let errors: ContentRecorder

    init() {
        viewModel = ReservationsViewModel(worker: ReservationsWorker(reservationsWorkerProtocol: fake))
        errors = ContentRecorder(viewModel.isErrorFree)
    }

    @Test(
        "An id that is not 1 to 8 digits is reported and never reaches the worker",
        arguments: ["", "12a", "123456789", "١٢"])
    func invalidIds(id: String) {
        var called = false
        viewModel.fetchReservation(reservationId: id) { _ in called = true }
        viewModel.fetchCancellation(reservationId: id) { _ in called = true }
        #expect(fake.asked.isEmpty)
        #expect(!called)
        #expect(
            errors.alerts.map(\.message) == [
                "Reservation id must be 1 to 8 digits", "Reservation id must be 1 to 8 digits",
            ])
    }

    @Test("A reservation's confirmation and a cancellation are worded for the label")
    func sentences() {
        fake.confirmation = .success(ReservationConfirmation(confirmationId: "8347838"))
        var messages: [String?] = []
        viewModel.fetchReservation(reservationId: "82348") { messages.append($0?._message) }
        viewModel.fetchCancellation(reservationId: "82348") { messages.append($0?._message) }
        #expect(fake.asked == ["reserve 82348", "cancel 82348"])
        #expect(
            messages == [
                "Reservation done successfully confirmation id: #8347838",
                "Reservation cancelled successfully for reservation id: #82348",
            ])
    }

    @Test("A failure reports the server's message and hands back nil")
    func failure() {
        fake.confirmation = .failure(.failed("Reservation #82348 already exists"))
        var responses: [ReservationsViewModel.Response?] = []
        viewModel.fetchReservation(reservationId: "82348") { responses.append($0) }
        #expect(responses.count == 1 && responses[0] == nil)
        #expect(errors.alerts.map(\.message) == ["Reservation #82348 already exists"])
    }
}
