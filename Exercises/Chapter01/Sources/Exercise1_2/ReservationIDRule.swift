/// The rule for reservation ids, on its own: no screen, no server, so a test can ask it anything — and a value the
/// screen is given, so that a test can also give the screen another rule and watch both buttons follow it.
struct ReservationIDRule {
    /// The most digits an id may have.
    var maxDigits = 8

    /// What is wrong with `id`, in the words the screen shows — or `nil` when it is a valid id.
    func problem(with id: String) -> String? {
        // TODO: Exercise 1.2 — an id is 1 to `maxDigits` ASCII digits; anything else is
        // "Reservation id must be 1 to \(maxDigits) digits".
        nil
    }
}
