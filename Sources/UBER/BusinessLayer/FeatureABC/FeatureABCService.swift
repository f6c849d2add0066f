/// The `featureABC` module: reservations. `reserve` and `cancel` check the id, call the server through the
/// ``NetworkManager`` and hand the result to the view through the ``UIManager``; failures go to the
/// ``ExceptionManager``. A confirmation without an id is unreadable; a cancellation reports the id that was typed,
/// whatever the server's answer says.
final class FeatureABCService {
    private let networkManager: any NetworkManaging
    private weak var uiManager: (any UIManaging)?
    private let exceptionManager: ExceptionManager

    init(
        networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager
    ) {
        self.networkManager = networkManager
        self.uiManager = uiManager
        self.exceptionManager = exceptionManager
    }

    // snippet: uber-feature-abc-reserve
    func reserve(viewId: String, reservationId: String) {
        guard isValid(reservationId) else { return fail(viewId, .invalidInput(invalidId)) }
        uiManager?.displayOverlayProgress()
        networkManager.restCall(
            RestCall(method: .post, url: "/reservations", json: ReservationRequest(reservationId: reservationId)),
            answer: ReservationConfirmation.self,
            onSuccess: { [weak self] answer in
                guard let self else { return }
                uiManager?.hideOverlayProgress()
                guard !answer.confirmationId.isEmpty else { return fail(viewId, .unreadable) }
                let result = "Reservation done successfully confirmation id: #\(answer.confirmationId)"
                uiManager?.reload(
                    viewContext: ViewContext(viewId: viewId, model: View(error: nil, data: .text(result))))
            },
            onFailure: { [weak self] error in
                self?.uiManager?.hideOverlayProgress()
                self?.fail(viewId, error)
            })
    }
    // end-snippet

    func cancel(viewId: String, reservationId: String) {
        guard isValid(reservationId) else { return fail(viewId, .invalidInput(invalidId)) }
        uiManager?.displayOverlayProgress()
        networkManager.restCall(
            RestCall(method: .delete, url: "/reservations/\(reservationId)"),
            onSuccess: { [weak self] _ in
                self?.uiManager?.hideOverlayProgress()
                let result = "Reservation cancelled successfully for reservation id: #\(reservationId)"
                self?.uiManager?.reload(
                    viewContext: ViewContext(viewId: viewId, model: View(error: nil, data: .text(result))))
            },
            onFailure: { [weak self] error in
                self?.uiManager?.hideOverlayProgress()
                self?.fail(viewId, error)
            })
    }

    private func fail(_ viewId: String, _ error: AppError) {
        exceptionManager.publish(error: ErrorContext(viewId: viewId, error: error))
    }

    private let invalidId = "Reservation id must be 1 to 8 digits"

    /// 1 to 8 ASCII digits.
    private func isValid(_ reservationId: String) -> Bool {
        (1...8).contains(reservationId.count) && reservationId.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
