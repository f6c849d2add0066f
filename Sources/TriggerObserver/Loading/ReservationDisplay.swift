/// What the Reservations loading infrastructure tells the screen it loads for: a reservation was made or cancelled,
/// or why not. The screen words it.
protocol ReservationDisplay: AnyObject {
    func show(_ event: ReservationEvent)
    func showFailure(_ error: AppError)
}
