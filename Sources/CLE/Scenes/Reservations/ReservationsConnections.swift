import Backend
import HeadlessUI
import MiniRx
import MiniRxCocoa

extension ReservationsViewController {
    // snippet: cle-reservations-connect
    /// Reserve and Cancel send what was typed, if it is a reservation id; the label shows the outcome and every
    /// problem is an alert. Reports nothing.
    func connect(server: Server) -> Observable<Never> {
        let api = API(server: server)
        let typedId = idField.rx.text.asObservable()
        let reserveTaps = reserveButton.rx.tap
        let cancelTaps = cancelButton.rx.tap

        Observable.merge(
            api.error.map(ReservationsLogic.errorAlert),
            ReservationsLogic.refusals(reserveTaps: reserveTaps, cancelTaps: cancelTaps, typedId: typedId)
        )
        .bind(onNext: presentScene(animated: true, scene: okAlert))
        .disposed(by: disposeBag)

        let confirmations = ReservationsLogic.reserveRequests(taps: reserveTaps, typedId: typedId)
            .flatMap { api.response($0) }
            .map(ReservationsLogic.confirmationText)

        let cancellations = ReservationsLogic.cancelRequests(taps: cancelTaps, typedId: typedId)
            .flatMap { id in api.successResponse(.cancelReservation(id)).filter { $0 }.map(to: id) }
            .map(ReservationsLogic.cancellationText)

        Observable.merge(confirmations, cancellations)
            .bind(to: resultLabel.rx.text)
            .disposed(by: disposeBag)

        return .never()
    }
    // end-snippet
}
