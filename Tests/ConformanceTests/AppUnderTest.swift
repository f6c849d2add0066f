import Backend
import HeadlessUI
import WorkbookKit

/// The words every app shows when the server's answer cannot be used (a house rule on top of DESIGN §2).
enum Words {
    static let unreadable = "The server's answer could not be read."
    static let invalidReservationId = "Reservation id must be 1 to 8 digits"
}

/// Launch `architecture`'s app on `server` and hand back a robot on its first screen.
@MainActor
func launch(_ architecture: Architecture, on server: Server) throws -> Robot {
    try Robot(launching: architecture.makeAppDelegate(server: server))
}

/// The 23 rows of the standard catalogue, as every app must show them.
let allCatalogueRows = SeedData.products.map { "\($0.name) — $" + String(format: "%.2f", $0.price) }
