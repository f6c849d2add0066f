import MiniRx

/// The logic of the Reservations screen: which id a tap sends, what the label says, and which alert for what.
enum ReservationsLogic {
    // snippet: cle-reservation-id
    /// The reservation id a person typed, if it is one — 1 to 8 digits — or the message that says it is not.
    static func reservationId(typed: String) -> Result<String, InvalidInput> {
        guard (1...8).contains(typed.count), typed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(InvalidInput(message: "Reservation id must be 1 to 8 digits"))
        }
        return .success(typed)
    }
    // end-snippet

    // snippet: cle-reserve-requests
    /// The request each Reserve tap makes, for the id typed at that moment (invalid ids make none).
    static func reserveRequests(
        taps: Observable<Void>, typedId: Observable<String>
    ) -> Observable<Endpoint<ReservationConfirmation>> {
        validIds(taps: taps, typedId: typedId).map { Endpoint.reserve($0) }
    }
    // end-snippet

    /// The id each Cancel tap cancels, as typed at that moment (invalid ids cancel nothing).
    static func cancelRequests(taps: Observable<Void>, typedId: Observable<String>) -> Observable<String> {
        validIds(taps: taps, typedId: typedId)
    }

    /// The alert for each tap, Reserve or Cancel, on an id that is not one.
    static func refusals(
        reserveTaps: Observable<Void>, cancelTaps: Observable<Void>, typedId: Observable<String>
    ) -> Observable<AlertMessage> {
        Observable.merge(reserveTaps, cancelTaps)
            .withLatestFrom(typedId)
            .compactMap { typed in
                guard case .failure(let invalid) = reservationId(typed: typed) else { return nil }
                return AlertMessage(title: "Error", message: invalid.message)
            }
    }

    static func confirmationText(_ confirmation: ReservationConfirmation) -> String {
        "Reservation done successfully confirmation id: #\(confirmation.confirmationId)"
    }

    /// Names the id as typed, not as the server may echo it.
    static func cancellationText(_ reservationId: String) -> String {
        "Reservation cancelled successfully for reservation id: #\(reservationId)"
    }

    static func errorAlert(_ error: any Error) -> AlertMessage {
        AlertMessage(title: "Error", message: (error as? APIError ?? .unreadable).message)
    }

    private static func validIds(taps: Observable<Void>, typedId: Observable<String>) -> Observable<String> {
        taps.withLatestFrom(typedId).compactMap { try? reservationId(typed: $0).get() }
    }
}
