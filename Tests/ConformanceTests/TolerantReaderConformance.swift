import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// One field of an answer, spoiled: left out, `null`, of the wrong type, or a value the rules refuse.
nonisolated struct BrokenField: Sendable, CustomTestStringConvertible {
    let exchange: Exchange
    let path: String
    let edit: FieldEdit

    init(_ exchange: Exchange, _ path: String, _ edit: FieldEdit) {
        self.exchange = exchange
        self.path = path
        self.edit = edit
    }

    var testDescription: String {
        switch edit {
        case .removed: "\(exchange) without \(path)"
        case .set(let json): "\(exchange) with \(path) = \(json)"
        }
    }

    /// Every field a screen reads, left out, `null` and of the wrong type.
    static let missingNullOrMistyped = leftOutOrNull + mistyped + mistypedInEveryPage

    /// The fields each screen reads, each left out and each `null`.
    private static let leftOutOrNull = [
        (Exchange.pros, "advantages"), (.cons, "disadvantages"), (.reserve, "confirmationId"),
        (.firstPage, "page"), (.firstPage, "items"), (.firstPage, "hasMore"), (.firstPage, "items.0.id"),
        (.firstPage, "items.0.name"), (.firstPage, "items.0.price"), (.loadMore, "page"), (.loadMore, "items"),
        (.loadMore, "hasMore"), (.loadMore, "items.4.id"), (.loadMore, "items.4.name"), (.loadMore, "items.4.price"),
        (.reload, "hasMore"), (.reload, "items.2.price"), (.save, "id"), (.save, "name"), (.save, "price"),
    ].flatMap { exchange, path in
        [BrokenField(exchange, path, .removed), BrokenField(exchange, path, .set(json: "null"))]
    }

    private static let mistyped = [
        BrokenField(.pros, "advantages", .set(json: #""Error reduction""#)),
        BrokenField(.pros, "advantages.1", .set(json: "7")),
        BrokenField(.cons, "disadvantages", .set(json: "{}")),
        BrokenField(.cons, "disadvantages.0", .set(json: "false")),
        BrokenField(.reserve, "confirmationId", .set(json: "8347839")),
        BrokenField(.save, "id", .set(json: #""2""#)),
        BrokenField(.save, "name", .set(json: "7")),
        BrokenField(.save, "price", .set(json: "true")),
        BrokenField(.save, "price", .set(json: #""21.50""#)),
    ]

    /// A page's fields and its products' fields, wrongly typed, in the first page, a load-more and a reload.
    private static let mistypedInEveryPage = [Exchange.firstPage, .loadMore, .reload].flatMap { page in
        [
            BrokenField(page, "page", .set(json: #""1""#)),
            BrokenField(page, "items", .set(json: "{}")),
            BrokenField(page, "hasMore", .set(json: "1")),
            BrokenField(page, "hasMore", .set(json: #""true""#)),
            BrokenField(page, "items.0.id", .set(json: #""7""#)),
            BrokenField(page, "items.0.id", .set(json: "1.5")),
            BrokenField(page, "items.9.name", .set(json: "7")),
            BrokenField(page, "items.0.price", .set(json: "true")),
            BrokenField(page, "items.0.price", .set(json: #""19.99""#)),
        ]
    }

    /// Values of the right type that the rules still refuse.
    static let refusedValues: [BrokenField] = [
        BrokenField(.reserve, "confirmationId", .set(json: "\"\"")),
        BrokenField(.firstPage, "page", .set(json: "2")),
        BrokenField(.loadMore, "page", .set(json: "3")),
        BrokenField(.loadMore, "page", .set(json: "1")),
        BrokenField(.reload, "page", .set(json: "2")),
        BrokenField(.firstPage, "items.10", .set(json: #"{"id":99,"name":"Eleventh","price":1}"#)),
        BrokenField(.loadMore, "items.10", .set(json: #"{"id":99,"name":"Eleventh","price":1}"#)),
        BrokenField(.firstPage, "items.0.price", .set(json: "-89.99")),
        BrokenField(.loadMore, "items.9.price", .set(json: "-0.01")),
        BrokenField(.save, "price", .set(json: "-24.99")),
        BrokenField(.save, "id", .set(json: "3")),
    ]
}

/// DESIGN §2, "Tolerant reader": fields a screen does not use are ignored; a field it uses that is missing, `null`,
/// of the wrong type or refused by the rules makes the whole answer unreadable, and nothing on screen changes.
@Suite("Edge rules: a tolerant reader", .reportsLateUIMisuse)
struct TolerantReaderConformance {
    @Test(
        "A field the screen does not use is ignored, and the answer is shown as usual",
        arguments: Architecture.allCases, Exchange.readingTheBody)
    func unknownFieldIgnored(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.edit(exchange.route, field: "servedBy", .set(json: #"{"region":"eu-west","build":"2.4.1"}"#))

        try exchange.act(robot)

        exchange.expectSucceeded(robot)
    }

    @Test("A product with a field the list does not use is listed as usual", arguments: Architecture.allCases)
    func unknownProductFieldIgnored(_ architecture: Architecture) throws {
        let server = Server()
        server.edit(.products, field: "items.0.colour", .set(json: #""graphite""#))
        let robot = try launch(architecture, on: server)

        try robot.tap("Products")

        #expect(robot.alert == nil)
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
    }

    @Test(
        "An answer with a field missing, null or of the wrong type is unreadable, and nothing on screen changes",
        arguments: Architecture.allCases, BrokenField.missingNullOrMistyped)
    func missingNullOrMistypedField(_ architecture: Architecture, broken: BrokenField) throws {
        try expectUnreadable(architecture, broken)
    }

    @Test(
        """
        An empty confirmation id, a negative price, a page not asked for or longer than perPage, and a saved \
        product that is not the one edited are unreadable
        """,
        arguments: Architecture.allCases, BrokenField.refusedValues)
    func refusedValue(_ architecture: Architecture, broken: BrokenField) throws {
        try expectUnreadable(architecture, broken)
    }

    @Test("A confirmation id of one character is the shortest readable one", arguments: Architecture.allCases)
    func oneCharacterConfirmationShown(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        server.edit(.reserve, field: "confirmationId", .set(json: #""7""#))

        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")

        #expect(robot.alert == nil)
        #expect(robot.labels == ["Reservation done successfully confirmation id: #7"])
    }

    @Test(
        "A price too large to be a finite number is unreadable",
        arguments: Architecture.allCases, [Exchange.loadMore, .save])
    func nonFinitePrice(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        let body =
            exchange == .save
            ? #"{"id":2,"name":"Silent Mouse","price":1e999}"#
            : #"{"hasMore":true,"items":[{"id":11,"name":"Cable Organizer","price":1e999}],"page":2}"#
        server.answer(exchange.route, status: 200, body: body)

        try exchange.act(robot)

        #expect(robot.alert == unreadableAlert)
        try robot.tap("OK")
        try exchange.expectNothingChanged(robot)
    }

    private func expectUnreadable(_ architecture: Architecture, _ broken: BrokenField) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try broken.exchange.prepare(robot)
        server.edit(broken.exchange.route, field: broken.path, broken.edit)

        try broken.exchange.act(robot)

        #expect(robot.alert == unreadableAlert)
        try robot.tap("OK")
        try broken.exchange.expectNothingChanged(robot)
    }
}
