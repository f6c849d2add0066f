import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

@Suite("ReservationsViewModel, with mocks")
struct ReservationsViewModelTests {
    let useCase = ReservationsUseCaseMock()
    let disposeBag = DisposeBag()
    let reservationId = PublishSubject<String>()
    let reserveTrigger = PublishSubject<Void>()
    let cancelTrigger = PublishSubject<Void>()
    let output: ReservationsViewModel.Output

    init() {
        let viewModel = ReservationsViewModel(navigator: ReservationsNavigatorStub(), useCase: useCase)
        let input = ReservationsViewModel.Input(
            reservationId: reservationId.asDriverOnErrorJustComplete(),
            reserveTrigger: reserveTrigger.asDriverOnErrorJustComplete(),
            cancelTrigger: cancelTrigger.asDriverOnErrorJustComplete())
        output = viewModel.transform(input, disposeBag: disposeBag)
    }

    @Test("Reserve shows the confirmation id the server gave")
    func reserveShowsConfirmation() {
        reservationId.onNext("82348")
        reserveTrigger.onNext(())

        #expect(useCase.reserveCalled)
        #expect(output.result == "Reservation done successfully confirmation id: #8347838")
    }

    @Test("Cancel shows the id that was typed")
    func cancelShowsTypedId() {
        reservationId.onNext("11")
        cancelTrigger.onNext(())

        #expect(useCase.cancelReservationCalled)
        #expect(output.result == "Reservation cancelled successfully for reservation id: #11")
    }

    @Test("A failed reservation shows the error and keeps the last result")
    func failedReservationKeepsResult() {
        reservationId.onNext("82348")
        reserveTrigger.onNext(())
        useCase.reserveReturnValue = .error(
            GatewayError.refused(status: 409, message: "Reservation #82348 already exists"))

        reserveTrigger.onNext(())

        #expect(output.error as? GatewayError == .refused(status: 409, message: "Reservation #82348 already exists"))
        #expect(output.result == "Reservation done successfully confirmation id: #8347838")
    }

    @Test("A tap before anything was typed sends nothing: there is no id to send yet")
    func tapBeforeTyping() {
        reserveTrigger.onNext(())

        #expect(!useCase.reserveCalled)
    }
}

/// Reservations' navigator has nothing to do; a stub stands in for it.
private struct ReservationsNavigatorStub: ReservationsNavigatorType {}
