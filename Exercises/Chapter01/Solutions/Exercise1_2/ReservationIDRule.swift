/// The rule for reservation ids, on its own: no screen, no server, so a test can ask it anything.
enum ReservationIDRule {
    /// What is wrong with `id`, in the words the screen shows — or `nil` when it is a valid id.
    static func problem(with id: String) -> String? {
        let isValid = (1...8).contains(id.count) && id.allSatisfy { $0.isASCII && $0.isNumber }
        return isValid ? nil : "Reservation id must be 1 to 8 digits"
    }
}
