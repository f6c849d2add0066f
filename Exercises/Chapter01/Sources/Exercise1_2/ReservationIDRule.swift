/// The rule for reservation ids, on its own: no screen, no server, so a test can ask it anything.
enum ReservationIDRule {
    /// What is wrong with `id`, in the words the screen shows — or `nil` when it is a valid id.
    static func problem(with id: String) -> String? {
        // TODO: Exercise 1.2 — an id is 1 to 8 ASCII digits; anything else is "Reservation id must be 1 to 8 digits".
        nil
    }
}
