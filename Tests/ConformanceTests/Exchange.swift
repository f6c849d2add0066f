import Backend
import HeadlessUI
import Testing

/// One request a person causes, and the screen they cause it from. The edge rules of DESIGN §2 hold for every
/// exchange alike, so a rule's scenario runs once per exchange: `arguments: Architecture.allCases, Exchange.allCases`.
///
/// Each exchange knows how to get to the step before its request (`prepare`), the step that sends it (`act`), what
/// the screen shows when it succeeded, and what it shows when nothing changed.
nonisolated enum Exchange: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case pros
    case cons
    case reserve
    case cancel
    case firstPage
    case loadMore
    case reload
    case save
    case delete

    var testDescription: String { rawValue }

    /// The route the request goes to.
    var route: Route {
        switch self {
        case .pros: .pros
        case .cons: .cons
        case .reserve: .reserve
        case .cancel: .cancelReservation
        case .firstPage, .loadMore, .reload: .products
        case .save: .updateProduct
        case .delete: .deleteProduct
        }
    }

    /// The exchanges whose answer's body the screen reads; the others (cancel, delete) ignore it.
    static let readingTheBody: [Exchange] = allCases.filter(\.readsTheBody)

    var readsTheBody: Bool { self != .cancel && self != .delete }

    /// An error status reads `Alert` on Pros and Cons, the write-up's word, and `Error` everywhere else.
    var errorTitle: String { self == .pros || self == .cons ? "Alert" : "Error" }

    /// Go to the step before the request: on the right screen, with earlier results on it to be kept.
    @MainActor
    func prepare(_ robot: Robot) throws {
        switch self {
        case .pros, .cons, .firstPage:
            break
        case .reserve:
            try robot.tap("Reservations")
            try robot.type("82348", into: "Reservation id")
            try robot.tap("Reserve")
            try robot.type("11", into: "Reservation id")
        case .cancel:
            try robot.tap("Reservations")
            try robot.type("82348", into: "Reservation id")
            try robot.tap("Reserve")
        case .loadMore:
            try robot.tap("Products")
        case .reload:
            try robot.tap("Products")
            try robot.scrollToBottom()
        case .save:
            try robot.tap("Products")
            try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
            try robot.type("Silent Mouse", into: "Name")
        case .delete:
            try robot.tap("Products")
            try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        }
    }

    /// The person's step that sends the request.
    @MainActor
    func act(_ robot: Robot) throws {
        switch self {
        case .pros: try robot.tap("Pros")
        case .cons: try robot.tap("Cons")
        case .reserve: try robot.tap("Reserve")
        case .cancel: try robot.tap("Cancel")
        case .firstPage: try robot.tap("Products")
        case .loadMore: try robot.scrollToBottom()
        case .reload: try robot.pullToRefresh()
        case .save: try robot.tap("Save")
        case .delete: try robot.tap("Delete")
        }
    }

    /// Prepare, then act.
    @MainActor
    func run(_ robot: Robot) throws {
        try prepare(robot)
        try act(robot)
    }

    /// Check the screen shows the request's success.
    @MainActor
    func expectSucceeded(_ robot: Robot, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(robot.alert == nil, sourceLocation: sourceLocation)
        switch self {
        case .pros:
            #expect(robot.rows == SeedData.pros, sourceLocation: sourceLocation)
        case .cons:
            #expect(robot.rows == SeedData.cons, sourceLocation: sourceLocation)
        case .reserve:
            #expect(
                robot.labels == ["Reservation done successfully confirmation id: #8347839"],
                sourceLocation: sourceLocation)
        case .cancel:
            #expect(
                robot.labels == ["Reservation cancelled successfully for reservation id: #82348"],
                sourceLocation: sourceLocation)
        case .firstPage, .reload:
            #expect(robot.rows == Array(allCatalogueRows.prefix(10)), sourceLocation: sourceLocation)
            #expect(!robot.isShowingActivity, sourceLocation: sourceLocation)
            #expect(!robot.isRefreshing, sourceLocation: sourceLocation)
        case .loadMore:
            #expect(robot.rows == Array(allCatalogueRows.prefix(20)), sourceLocation: sourceLocation)
        case .save:
            #expect(robot.title == "Products", sourceLocation: sourceLocation)
            #expect(robot.rows.count == 10, sourceLocation: sourceLocation)
            #expect(robot.rows.dropFirst().first == "Silent Mouse — $24.99", sourceLocation: sourceLocation)
        case .delete:
            #expect(robot.rows.count == 9, sourceLocation: sourceLocation)
            #expect(!robot.rows.contains("USB-C Hub — $39.50"), sourceLocation: sourceLocation)
        }
    }

    /// Check that the failed request changed nothing a person can see, once its alert is answered. For Save this
    /// also closes the editor, to check the list under it.
    @MainActor
    func expectNothingChanged(_ robot: Robot, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(robot.alert == nil, "one failure, one alert", sourceLocation: sourceLocation)
        switch self {
        case .pros, .cons:
            #expect(robot.title == (self == .pros ? "Pros" : "Cons"), sourceLocation: sourceLocation)
            #expect(robot.rows.isEmpty, sourceLocation: sourceLocation)
        case .reserve:
            #expect(
                robot.labels == ["Reservation done successfully confirmation id: #8347838"],
                sourceLocation: sourceLocation)
            #expect(robot.text(in: "Reservation id") == "11", sourceLocation: sourceLocation)
        case .cancel:
            #expect(
                robot.labels == ["Reservation done successfully confirmation id: #8347838"],
                sourceLocation: sourceLocation)
            #expect(robot.text(in: "Reservation id") == "82348", sourceLocation: sourceLocation)
        case .firstPage:
            #expect(robot.rows.isEmpty, sourceLocation: sourceLocation)
            #expect(
                !robot.labels.contains("No products"), "a failed load claims nothing", sourceLocation: sourceLocation)
            #expect(!robot.isShowingActivity, sourceLocation: sourceLocation)
        case .loadMore:
            #expect(robot.rows == Array(allCatalogueRows.prefix(10)), sourceLocation: sourceLocation)
        case .reload:
            #expect(robot.rows == Array(allCatalogueRows.prefix(20)), sourceLocation: sourceLocation)
            #expect(!robot.isRefreshing, sourceLocation: sourceLocation)
        case .save:
            #expect(robot.title == "Edit Product", sourceLocation: sourceLocation)
            #expect(robot.text(in: "Name") == "Silent Mouse", sourceLocation: sourceLocation)
            try robot.tap("Cancel")
            #expect(robot.rows == Array(allCatalogueRows.prefix(10)), sourceLocation: sourceLocation)
        case .delete:
            #expect(robot.rows == Array(allCatalogueRows.prefix(10)), sourceLocation: sourceLocation)
        }
    }
}
