/// What the Reservations screen asks of the rule it is given: what is wrong with an id, in the words the screen
/// shows — or `nil` when it is a valid id. The screen knows no more of its rule than this.
protocol ReservationIDChecking {
    func problem(with id: String) -> String?
}

/// The rule for reservation ids, on its own: no screen, no server, so a test can ask it anything — and the rule the
/// screen is given unless it is handed another, so that a test can also give the screen a rule of its own and watch
/// both buttons follow it.
struct ReservationIDRule: ReservationIDChecking {
    /// The most digits an id may have.
    var maxDigits = 8

    func problem(with id: String) -> String? {
        let digitsOnly = !id.isEmpty && id.allSatisfy { $0.isASCII && $0.isNumber }
        guard digitsOnly, id.count <= maxDigits else { return "Reservation id must be 1 to \(maxDigits) digits" }
        return nil
    }
}
