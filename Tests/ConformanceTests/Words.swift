import Backend
import HeadlessUI

/// The words every app shows when the server's answer cannot be used (DESIGN §2, "Edge rules").
enum Words {
    static let unreadable = "The server's answer could not be read."
    static let invalidReservationId = "Reservation id must be 1 to 8 digits"
    static let invalidPrice = "Price must be a positive number"
    static let emptyName = "Name must not be empty"

    /// What an error status without a readable message says instead.
    static func status(_ status: Int) -> String { "The server answered with status \(status)." }
}

/// The alert every app shows for an answer it cannot read.
let unreadableAlert = ShownAlert(title: "Error", message: Words.unreadable, actions: ["OK"])

/// The 23 rows of the standard catalogue, as every app must show them.
let allCatalogueRows = SeedData.products.map { "\($0.name) — $" + String(format: "%.2f", $0.price) }
