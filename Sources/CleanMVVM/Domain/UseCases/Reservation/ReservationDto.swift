/// A reservation id as a person typed it: 1 to 8 digits.
struct ReservationDto: Dto, Equatable {
    var reservationId: String

    var validationResults: [ValidationResult] {
        [Self.validateReservationId(reservationId)]
    }

    static func validateReservationId(_ id: String) -> ValidationResult {
        let isValid = (1...8).contains(id.count) && id.allSatisfy { $0.isASCII && $0.isNumber }
        return isValid ? .success(()) : .failure(ValidationError(message: "Reservation id must be 1 to 8 digits"))
    }
}
