/// What the Reservations loading infrastructure loads into: a result line and an error alert.
protocol ReservationDisplay: AnyObject {
    func showResult(_ text: String)
    func showError(_ message: String)
}
