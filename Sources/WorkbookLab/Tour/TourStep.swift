import Backend
import HeadlessUI

/// One step of the tour: what a person does, said in words, and done by a robot on one app.
public struct TourStep: Sendable {
    public let caption: String
    /// The app feature the step exercises (`pros`, `reservations`, `products`, …), for a ``TourTrace`` to read the
    /// code of; nil for a step that only moves around.
    public let feature: String?
    let perform: @Sendable @MainActor (Robot, Server) throws -> Void

    public init(
        _ caption: String, feature: String? = nil,
        perform: @escaping @Sendable @MainActor (Robot, Server) throws -> Void
    ) {
        self.caption = caption
        self.feature = feature
        self.perform = perform
    }

    /// The script `workbook tour` runs in every app: every screen, a held request, an error, paging, edit and delete.
    public static let standardScript: [TourStep] = [
        TourStep("Launch") { _, _ in },
        TourStep("Tap Pros", feature: "pros") { robot, _ in try robot.tap("Pros") },
        TourStep("Back, then tap Cons", feature: "cons") { robot, _ in
            try robot.goBack()
            try robot.tap("Cons")
        },
        TourStep("Back, Reservations, type 82348, tap Reserve", feature: "reservations") { robot, _ in
            try robot.goBack()
            try robot.tap("Reservations")
            try robot.type("82348", into: "Reservation id")
            try robot.tap("Reserve")
        },
        TourStep("Tap Reserve again (the id already exists)", feature: "reservations") { robot, _ in
            try robot.tap("Reserve")
        },
        TourStep("OK, then tap Cancel", feature: "reservations") { robot, _ in
            try robot.tap("OK")
            try robot.tap("Cancel")
        },
        TourStep("Back, then Products while the server holds its answer", feature: "products") { robot, server in
            try robot.goBack()
            server.delivery = .held
            try robot.tap("Products")
        },
        TourStep("The server answers", feature: "products") { _, server in
            server.deliverAll()
            server.delivery = .immediate
        },
        TourStep("Scroll to the bottom twice (load more)", feature: "products") { robot, _ in
            try robot.scrollToBottom()
            try robot.scrollToBottom()
        },
        TourStep("Pull to refresh", feature: "products") { robot, _ in try robot.pullToRefresh() },
        TourStep("Swipe Wireless Mouse, tap Edit", feature: "edit") { robot, _ in
            try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        },
        TourStep("Clear the name, tap Save", feature: "edit") { robot, _ in
            try robot.type("", into: "Name")
            try robot.tap("Save")
        },
        TourStep("OK, name it Silent Mouse, tap Save", feature: "edit") { robot, _ in
            try robot.tap("OK")
            try robot.type("Silent Mouse", into: "Name")
            try robot.tap("Save")
        },
        TourStep("Swipe USB-C Hub, tap Delete", feature: "delete") { robot, _ in
            try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        },
        TourStep("Confirm Delete, then open Laptop Stand", feature: "delete") { robot, _ in
            try robot.tap("Delete")
            try robot.selectRow("Laptop Stand — $45.00")
        },
    ]
}
