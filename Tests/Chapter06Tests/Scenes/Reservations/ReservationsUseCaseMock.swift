import MiniRx

@testable import CleanMVVM

/// A hand-written mock of Reservations' use case.
final class ReservationsUseCaseMock: ReservationsUseCaseType {
    var reserveCalled = false
    var reserveReturnValue = Observable.just(Reservation(reservationId: "82348", confirmationId: "8347838"))

    func reserve(dto: ReservationDto) -> Observable<Reservation> {
        reserveCalled = true
        return reserveReturnValue
    }

    var cancelReservationCalled = false
    var cancelReservationReturnValue = Observable.just(())

    func cancelReservation(dto: ReservationDto) -> Observable<Void> {
        cancelReservationCalled = true
        return cancelReservationReturnValue
    }
}
