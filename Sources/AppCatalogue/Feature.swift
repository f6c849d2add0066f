import Backend
import HeadlessUI

/// A feature `workbook side-by-side` shows in every app: what a person does, as a script a robot runs in each app,
/// split into the preparation (launch, navigation, typing that is not the feature) and the action itself. The app code
/// the action ran, and only that, is what `side-by-side --record` observes.
public struct Feature: Sendable {
    /// The name on the command line: `reserve`.
    public let name: String
    /// What a person does and what the code must get done: "tap Reserve: POST /reservations".
    public let summary: String
    /// Brings a freshly launched app to where the action starts.
    let prepare: @Sendable @MainActor (Robot, Server) throws -> Void
    /// The action whose code is observed.
    let act: @Sendable @MainActor (Robot, Server) throws -> Void

    public init(
        name: String, summary: String, prepare: @escaping @Sendable @MainActor (Robot, Server) throws -> Void,
        act: @escaping @Sendable @MainActor (Robot, Server) throws -> Void
    ) {
        self.name = name
        self.summary = summary
        self.prepare = prepare
        self.act = act
    }

    /// The features `side-by-side` knows, in the order the app shows them.
    public static let all: [Feature] = [
        Feature(
            name: "reserve",
            summary: "with an id typed on Reservations, tap Reserve: POST /reservations, the result shown",
            prepare: { robot, _ in
                try robot.tap("Reservations")
                try robot.type("82348", into: "Reservation id")
            },
            act: { robot, _ in try robot.tap("Reserve") }),
        Feature(
            name: "load-more", summary: "on Products, scroll to the end: the next page asked for and listed",
            prepare: { robot, _ in try robot.tap("Products") },
            act: { robot, _ in try robot.scrollToBottom() }),
        Feature(
            name: "edit",
            summary: "in a product's editor, type a price and tap Save: PUT /products/<id>, the list updated",
            prepare: { robot, _ in
                try robot.tap("Products")
                try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
            },
            act: { robot, _ in
                try robot.type("21.5", into: "Price")
                try robot.tap("Save")
            }),
        Feature(
            name: "delete", summary: "choose Delete on a row and confirm: DELETE /products/<id>, the row gone",
            prepare: { robot, _ in try robot.tap("Products") },
            act: { robot, _ in
                try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
                try robot.tap("Delete")
            }),
        Feature(
            name: "server-error",
            summary: "tap Reserve for an id that exists: the server refuses (409), its message shown in an alert",
            prepare: { robot, _ in
                try robot.tap("Reservations")
                try robot.type("82348", into: "Reservation id")
                try robot.tap("Reserve")
            },
            act: { robot, _ in try robot.tap("Reserve") }),
    ]

    /// The feature called `name`.
    public static func named(_ name: String) -> Feature? {
        all.first { $0.name == name }
    }
}
