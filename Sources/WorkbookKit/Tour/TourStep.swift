import Backend
import HeadlessUI

/// One step of the tour: what a person does, said in words, and done by a robot on one app.
public struct TourStep: Sendable {
    public let caption: String
    let perform: @Sendable @MainActor (Robot, Server) throws -> Void

    public init(_ caption: String, perform: @escaping @Sendable @MainActor (Robot, Server) throws -> Void) {
        self.caption = caption
        self.perform = perform
    }

    /// The script `workbook tour` runs in every app: every screen, a held request, an error, paging, edit and delete.
    public static let standardScript: [TourStep] = [
        TourStep("Launch") { _, _ in },
        TourStep("Tap Pros") { robot, _ in try robot.tap("Pros") },
        TourStep("Back, then tap Cons") { robot, _ in
            try robot.goBack()
            try robot.tap("Cons")
        },
        TourStep("Back, Reservations, type 82348, tap Reserve") { robot, _ in
            try robot.goBack()
            try robot.tap("Reservations")
            try robot.type("82348", into: "Reservation id")
            try robot.tap("Reserve")
        },
        TourStep("Tap Reserve again (the id already exists)") { robot, _ in try robot.tap("Reserve") },
        TourStep("OK, then tap Cancel") { robot, _ in
            try robot.tap("OK")
            try robot.tap("Cancel")
        },
        TourStep("Back, then Products while the server holds its answer") { robot, server in
            try robot.goBack()
            server.delivery = .held
            try robot.tap("Products")
        },
        TourStep("The server answers") { _, server in
            server.deliverAll()
            server.delivery = .immediate
        },
        TourStep("Scroll to the bottom twice (load more)") { robot, _ in
            try robot.scrollToBottom()
            try robot.scrollToBottom()
        },
        TourStep("Pull to refresh") { robot, _ in try robot.pullToRefresh() },
        TourStep("Swipe Wireless Mouse, tap Edit") { robot, _ in
            try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        },
        TourStep("Clear the name, tap Save") { robot, _ in
            try robot.type("", into: "Name")
            try robot.tap("Save")
        },
        TourStep("OK, name it Silent Mouse, tap Save") { robot, _ in
            try robot.tap("OK")
            try robot.type("Silent Mouse", into: "Name")
            try robot.tap("Save")
        },
        TourStep("Swipe USB-C Hub, tap Delete") { robot, _ in
            try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        },
        TourStep("Confirm Delete, then open Laptop Stand") { robot, _ in
            try robot.tap("Delete")
            try robot.selectRow("Laptop Stand — $45.00")
        },
    ]
}
