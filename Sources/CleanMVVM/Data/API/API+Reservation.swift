import MiniRx

extension API {
    func reserve(_ input: ReserveInput) -> Observable<ReserveOutput> {
        request(input.apiInput)
    }

    func cancelReservation(_ input: CancelReservationInput) -> Observable<Void> {
        requestWithoutAnswer(input.apiInput)
    }
}

// MARK: - Reserve

extension API {
    /// `POST /reservations {"reservationId": …}`
    struct ReserveInput {
        let reservationId: String

        private struct Body: Encodable {
            let reservationId: String
        }

        var apiInput: APIInput {
            APIInput(.post, "/reservations", body: Body(reservationId: reservationId))
        }
    }

    /// `{"confirmationId": "8347838"}`: readable only with a confirmation id.
    nonisolated struct ReserveOutput: APIOutput {
        let confirmationId: String

        var isReadable: Bool {
            !confirmationId.isEmpty
        }
    }
}

// MARK: - CancelReservation

extension API {
    /// `DELETE /reservations/<id>`; the answer's body is not needed.
    struct CancelReservationInput {
        let reservationId: String

        var apiInput: APIInput {
            APIInput(.delete, "/reservations/\(reservationId)")
        }
    }
}
