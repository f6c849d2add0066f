/// The rule for reservation ids, on its own: no screen, no server, so a test can ask it anything — and a value the
/// screen is given, so that a test can also give the screen another rule and watch both buttons follow it.
struct ReservationIDRule {
    /// The most digits an id may have.
    var maxDigits = 8

    /// What is wrong with `id`, in the words the screen shows — or `nil` when it is a valid id.
    func problem(with id: String) -> String? {
        let digitsOnly = !id.isEmpty && id.allSatisfy { $0.isASCII && $0.isNumber }
        guard digitsOnly, id.count <= maxDigits else { return "Reservation id must be 1 to \(maxDigits) digits" }
        return nil
    }
}
