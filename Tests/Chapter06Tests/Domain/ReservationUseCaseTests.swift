import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

@Suite("Reserving and CancellingReservation: an invalid id is never sent")
struct ReservationUseCaseTests: Reserving, CancellingReservation {
    let reservationGatewayMock = ReservationGatewayMock()
    let disposeBag = DisposeBag()

    var reservationGateway: ReservationGatewayType {
        reservationGatewayMock
    }

    @Test("A valid id is reserved and cancelled through the gateway")
    func validId() {
        var confirmation: String?
        reserve(dto: ReservationDto(reservationId: "82348"))
            .subscribe(onNext: { confirmation = $0.confirmationId })
            .disposed(by: disposeBag)
        cancelReservation(dto: ReservationDto(reservationId: "82348")).subscribe().disposed(by: disposeBag)

        #expect(confirmation == "8347838")
        #expect(reservationGatewayMock.reserveCalled && reservationGatewayMock.cancelReservationCalled)
    }

    @Test("An invalid id fails with the rule's message and is never sent")
    func invalidId() {
        var failure: (any Error)?
        reserve(dto: ReservationDto(reservationId: "abc"))
            .subscribe(onError: { failure = $0 })
            .disposed(by: disposeBag)
        cancelReservation(dto: ReservationDto(reservationId: "")).subscribe().disposed(by: disposeBag)

        #expect(failure as? ValidationError == ValidationError(message: "Reservation id must be 1 to 8 digits"))
        #expect(!reservationGatewayMock.reserveCalled && !reservationGatewayMock.cancelReservationCalled)
    }
}
