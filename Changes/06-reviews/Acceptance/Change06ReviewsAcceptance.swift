import AppCatalogue
import Backend
import Foundation
import HeadlessUI
import Testing

/// Change 06's acceptance: a product's reviews on a screen of their own, paged like the products, and a form to
/// write one.
@Suite("Change 06 — Reviews, a new screen", .reportsLateUIMisuse)
struct Change06ReviewsAcceptance {
    // MARK: - Reading reviews

    @Test("The Product screen keeps its price and gains a Reviews button", arguments: Architecture.allCases)
    func productScreenGainsReviews(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Products")

        try robot.selectRow(Self.mouse)

        #expect(robot.title == "Wireless Mouse")
        #expect(robot.labels == ["Price: $24.99"])
        #expect(robot.buttons.contains("Reviews"))
    }

    @Test("Reviews opens the product's reviews, newest first, each as stars and text", arguments: Architecture.allCases)
    func reviewsNewestFirst(_ architecture: Architecture) throws {
        let server = Server()

        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)

        #expect(robot.title == "Reviews")
        #expect(robot.backButton == "Wireless Mouse")
        #expect(
            robot.rows == [
                "★★★★★ Battery lasts for months.", "★★★☆☆ The scroll wheel squeaks.", "★★★★☆ Smooth and light.",
            ])
        #expect(server.log.last?.description == "GET /products/2/reviews?page=1")
        #expect(!robot.labels.contains("No reviews"))
        #expect(!robot.isShowingActivity)
        #expect(robot.alert == nil)
    }

    @Test(
        "While the first page of reviews is in flight the screen shows its loading indicator",
        arguments: Architecture.allCases)
    func loadingIndicator(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProduct(architecture, Self.mouse, on: server)
        server.delivery = .held

        try robot.tap("Reviews")

        #expect(robot.isShowingActivity)
        #expect(robot.rows.isEmpty)
        #expect(!robot.labels.contains("No reviews"), "nothing is known yet")
        #expect(server.deliverNext())
        #expect(!robot.isShowingActivity)
        #expect(robot.rows == Self.rows(ofProduct: 2))
    }

    @Test("A product without reviews shows the label No reviews", arguments: Architecture.allCases)
    func noReviews(_ architecture: Architecture) throws {
        let robot = try Self.openReviews(architecture, of: Self.stand, on: Server())

        #expect(robot.rows.isEmpty)
        #expect(robot.labels.contains("No reviews"))
        #expect(robot.alert == nil)
    }

    @Test(
        "Reviews come 10 a page: reaching the end asks for the next page, and nothing once the last has come",
        arguments: Architecture.allCases)
    func paging(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.keyboard, on: server)
        let all = Self.rows(ofProduct: 1)
        #expect(robot.rows == Array(all.prefix(10)))

        try robot.scrollToBottom()
        #expect(robot.rows == Array(all.prefix(20)))
        try robot.scrollToBottom()
        #expect(robot.rows == all)
        try robot.scrollToBottom()

        #expect(robot.rows.count == 23)
        #expect(
            server.requests(to: .reviews).map(\.url) == [
                "/products/1/reviews?page=1", "/products/1/reviews?page=2", "/products/1/reviews?page=3",
            ])
    }

    @Test("Pull to refresh starts again from page 1 and replaces the list", arguments: Architecture.allCases)
    func pullToRefresh(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.keyboard, on: server)
        let all = Self.rows(ofProduct: 1)
        try robot.scrollToBottom()
        #expect(robot.rows.count == 20)

        try robot.pullToRefresh()

        #expect(server.log.last?.description == "GET /products/1/reviews?page=1")
        #expect(robot.rows == Array(all.prefix(10)))
        #expect(!robot.isRefreshing)
        try robot.scrollToBottom()
        #expect(server.log.last?.description == "GET /products/1/reviews?page=2")
        #expect(robot.rows == Array(all.prefix(20)))
    }

    @Test(
        "The end of the list reached while the first page or a refresh is in flight sends nothing",
        arguments: Architecture.allCases)
    func noLoadMoreWhileFirstPageInFlight(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProduct(architecture, Self.keyboard, on: server)
        server.delivery = .held
        try robot.tap("Reviews")

        try robot.scrollToBottom()
        #expect(server.requests(to: .reviews).count == 1, "no load-more while page 1 is in flight")
        #expect(server.deliverNext())
        #expect(robot.rows.count == 10)
        try robot.scrollToTop()
        try robot.pullToRefresh()
        try robot.scrollToBottom()
        #expect(server.requests(to: .reviews).count == 2, "no load-more while the refresh is in flight")
        server.delivery = .immediate
        #expect(server.deliverAll() == 1)
        try robot.scrollToTop()
        try robot.scrollToBottom()

        // Once page 1 is in, the end is reached again: by this scroll, or already when the new rows were laid out
        // at the bottom the person had scrolled to (then this scroll asks for page 3).
        let pages = server.requests(to: .reviews).map(\.url).dropFirst(2)
        #expect(pages.first == "/products/1/reviews?page=2")
        #expect(pages.filter { $0 == "/products/1/reviews?page=2" }.count == 1, "page 2 is asked for once")
        #expect(robot.rows.prefix(20) == Self.rows(ofProduct: 1).prefix(20))
    }

    @Test(
        "Pull to refresh supersedes a load-more in flight, and the late page is ignored",
        arguments: Architecture.allCases)
    func refreshSupersedesLoadMore(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.keyboard, on: server)
        let all = Self.rows(ofProduct: 1)
        server.delivery = .held
        try robot.scrollToBottom()
        try robot.pullToRefresh()
        #expect(server.log.last?.description == "GET /products/1/reviews?page=1")

        #expect(server.deliverLast(), "the refresh's page 1")
        #expect(robot.rows == Array(all.prefix(10)))
        #expect(!robot.isRefreshing)
        #expect(server.deliverNext(), "the load-more's page 2 arrives late")

        #expect(robot.rows == Array(all.prefix(10)))
        server.delivery = .immediate
        try robot.scrollToBottom()
        #expect(server.log.last?.description == "GET /products/1/reviews?page=2")
        #expect(robot.rows == Array(all.prefix(20)))
    }

    @Test(
        "A failed load-more shows the server's message and is tried again at the end", arguments: Architecture.allCases)
    func failedLoadMoreTriedAgain(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.keyboard, on: server)
        server.fail(.reviews, status: 503, message: "Reviews unavailable")

        try robot.scrollToBottom()
        #expect(robot.alert == ShownAlert(title: "Error", message: "Reviews unavailable", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.rows == Array(Self.rows(ofProduct: 1).prefix(10)))

        try robot.scrollToTop()
        try robot.scrollToBottom()
        #expect(
            server.requests(to: .reviews).map(\.url).suffix(2)
                == Array(repeating: "/products/1/reviews?page=2", count: 2))
        #expect(robot.rows == Array(Self.rows(ofProduct: 1).prefix(20)))
    }

    @Test(
        "A failed first page shows the server's message, claims no No reviews, and pull to refresh recovers from it",
        arguments: Architecture.allCases)
    func failedFirstPage(_ architecture: Architecture) throws {
        let server = Server()
        server.fail(.reviews, status: 500, message: "Reviews unavailable")

        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)

        #expect(robot.alert == ShownAlert(title: "Error", message: "Reviews unavailable", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.title == "Reviews")
        #expect(robot.rows.isEmpty)
        #expect(!robot.labels.contains("No reviews"), "a failed load claims nothing")
        #expect(!robot.isShowingActivity)
        try robot.pullToRefresh()
        #expect(robot.rows == Self.rows(ofProduct: 2))
    }

    @Test(
        "A review already listed is never listed twice, after a new one moved the pages",
        arguments: Architecture.allCases)
    func listedOnce(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.keyboard, on: server)
        try Self.write(rating: "5", review: "Still typing happily.", robot)
        #expect(robot.rows.count == 11)

        // The new review is the server's newest now, so its page 2 starts with the last review of the page 1 shown.
        try robot.scrollToBottom()
        try robot.scrollToBottom()
        try robot.scrollToBottom()

        #expect(robot.rows == ["★★★★★ Still typing happily."] + Self.rows(ofProduct: 1))
        #expect(server.requests(to: .reviews).count == 3)
    }

    /// A way an answer can be unreadable: a field of the answer edited, or the whole answer not JSON.
    nonisolated struct Unreadable: Sendable, CustomTestStringConvertible {
        /// The field's path (see `FieldEdit`), or `nil` for malformed JSON.
        var path: String?
        var edit: FieldEdit = .removed

        var testDescription: String {
            guard let path else { return "malformed JSON" }
            switch edit {
            case .removed: return "\(path) removed"
            case .set(let json): return "\(path) = \(json)"
            }
        }

        @MainActor
        func arm(_ route: Route, on server: Server) {
            if let path {
                server.edit(route, field: path, edit)
            } else {
                server.answerWithMalformedJSON(route)
            }
        }
    }

    nonisolated static let unreadablePages: [Unreadable] = [
        Unreadable(path: nil),
        Unreadable(path: "items.0.id", edit: .removed),
        Unreadable(path: "items.0.id", edit: .set(json: #""14""#)),
        Unreadable(path: "items.0.rating", edit: .set(json: "null")),
        Unreadable(path: "items.0.rating", edit: .set(json: #""4""#)),
        Unreadable(path: "items.0.rating", edit: .set(json: "0")),
        Unreadable(path: "items.9.rating", edit: .set(json: "6")),
        Unreadable(path: "items.0.rating", edit: .set(json: "4.5")),
        Unreadable(path: "items.0.text", edit: .removed),
        Unreadable(path: "items.0.text", edit: .set(json: "7")),
        Unreadable(path: "page", edit: .set(json: "3")),
        Unreadable(path: "hasMore", edit: .set(json: "1")),
        Unreadable(path: "items", edit: .set(json: "null")),
        Unreadable(path: "items.10", edit: .set(json: #"{"id":99,"rating":5,"text":"Eleventh"}"#)),
    ]

    @Test(
        "An unreadable page of reviews shows the unreadable alert and changes nothing",
        arguments: Architecture.allCases, unreadablePages)
    func unreadablePage(_ architecture: Architecture, unreadable: Unreadable) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.keyboard, on: server)
        unreadable.arm(.reviews, on: server)

        try robot.scrollToBottom()

        #expect(robot.alert == unreadableAlert)
        try robot.tap("OK")
        #expect(robot.alert == nil, "one failure, one alert")
        #expect(robot.rows == Array(Self.rows(ofProduct: 1).prefix(10)))
        try robot.scrollToTop()
        try robot.scrollToBottom()
        #expect(robot.rows == Array(Self.rows(ofProduct: 1).prefix(20)), "the page is asked for again")
    }

    @Test("An unreadable first page claims no No reviews", arguments: Architecture.allCases)
    func unreadableFirstPage(_ architecture: Architecture) throws {
        let server = Server()
        server.edit(.reviews, field: "items", .set(json: #"[{"id":3,"rating":4}]"#))

        let robot = try Self.openReviews(architecture, of: Self.stand, on: server)

        #expect(robot.alert == unreadableAlert)
        try robot.tap("OK")
        #expect(robot.rows.isEmpty)
        #expect(!robot.labels.contains("No reviews"))
        #expect(!robot.isShowingActivity)
    }

    @Test(
        "A Reviews screen closed while its page is in flight is freed, and the late answer is ignored",
        arguments: Architecture.allCases)
    func closedWhileInFlight(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProduct(architecture, Self.mouse, on: server)
        server.delivery = .held
        try robot.tap("Reviews")
        weak let reviews = robot.topViewController

        try robot.goBack()
        #expect(server.deliverAll() == 1)

        #expect(reviews == nil, "the Reviews screen is still alive after Back")
        #expect(robot.title == "Wireless Mouse")
        #expect(robot.alert == nil)
        try robot.checkForProblems()
    }

    // MARK: - Writing a review

    @Test(
        "Write a review presents its form; Send saves the review and shows it first, as the server saved it",
        arguments: Architecture.allCases)
    func writeAndSend(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)

        try robot.tap("Write a review")
        #expect(robot.title == "Write a Review")
        #expect(robot.buttons.contains("Send") && robot.buttons.contains("Cancel"))
        try robot.type("4", into: "Rating")
        try robot.type("  Quiet clicks, light hand.\n", into: "Review")
        try robot.tap("Send")

        #expect(robot.alert == nil)
        #expect(robot.title == "Reviews")
        #expect(robot.rows == ["★★★★☆ Quiet clicks, light hand."] + Self.rows(ofProduct: 2))
        let sent = try #require(server.requests(to: .addReview).last)
        #expect(sent.url == "/products/2/reviews")
        #expect(try Self.body(of: sent) == ReviewBody(rating: 4, text: "Quiet clicks, light hand."))
        #expect(server.requests(to: .reviews).count == 1, "nothing else is asked for")
        #expect(server.reviews[2]?.count == 4)
    }

    @Test("A review written where there were none replaces No reviews", arguments: Architecture.allCases)
    func firstReview(_ architecture: Architecture) throws {
        let robot = try Self.openReviews(architecture, of: Self.stand, on: Server())

        try Self.write(rating: "5", review: "Sturdy.", robot)

        #expect(robot.rows == ["★★★★★ Sturdy."])
        #expect(!robot.labels.contains("No reviews"))
    }

    @Test("Cancel closes the form and sends nothing", arguments: Architecture.allCases)
    func cancelSendsNothing(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)
        try robot.tap("Write a review")
        try robot.type("2", into: "Rating")
        try robot.type("Not for me.", into: "Review")

        try robot.tap("Cancel")

        #expect(robot.title == "Reviews")
        #expect(robot.rows == Self.rows(ofProduct: 2))
        #expect(server.requests(to: .addReview).isEmpty)
    }

    @Test(
        "A rating that is not 1 to 5 is refused on screen, keeps what was typed and sends nothing",
        arguments: Architecture.allCases, ["", " ", "0", "6", "-1", "45", "4.5", "five", "٣"])
    func ratingRefused(_ architecture: Architecture, rating: String) throws {
        try Self.expectRefused(architecture, rating: rating, review: "Fine.", message: "A rating is 1 to 5 stars.")
    }

    @Test(
        "A review that is empty or longer than 500 characters once trimmed is refused on screen and sends nothing",
        arguments: Architecture.allCases,
        ["", "   ", " \n\t ", String(repeating: "a", count: 501), " " + String(repeating: "👍🏽", count: 501)])
    func reviewRefused(_ architecture: Architecture, review: String) throws {
        try Self.expectRefused(
            architecture, rating: "3", review: review, message: "A review has 1 to 500 characters.")
    }

    @Test("With both wrong, the rating is named", arguments: Architecture.allCases)
    func ratingFirst(_ architecture: Architecture) throws {
        try Self.expectRefused(architecture, rating: "9", review: "", message: "A rating is 1 to 5 stars.")
    }

    @Test(
        "A rating of 1 to 5, trimmed, is sent as a number",
        arguments: Architecture.allCases, [("1", 1), ("5", 5), (" 3 ", 3)])
    func ratingAccepted(_ architecture: Architecture, rating: (String, Int)) throws {
        let (typed, stars) = rating
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)

        try Self.write(rating: typed, review: "Fine.", robot)

        let sent = try #require(server.requests(to: .addReview).last)
        #expect(try Self.body(of: sent) == ReviewBody(rating: stars, text: "Fine."))
        #expect(robot.rows.first == Self.row(rating: stars, text: "Fine."))
    }

    @Test(
        "A review of 1 to 500 characters once trimmed, as Swift counts them, is sent trimmed",
        arguments: Architecture.allCases,
        [
            "A", String(repeating: "a", count: 500), "\n " + String(repeating: "a", count: 500) + " \n",
            String(repeating: "👍🏽", count: 500), String(repeating: "e\u{301}", count: 500),
        ])
    func reviewAccepted(_ architecture: Architecture, review: String) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)

        try Self.write(rating: "3", review: review, robot)

        let trimmed = review.trimmingCharacters(in: .whitespacesAndNewlines)
        let sent = try #require(server.requests(to: .addReview).last)
        #expect(try Self.body(of: sent) == ReviewBody(rating: 3, text: trimmed))
        #expect(robot.title == "Reviews")
        #expect(robot.rows.first == Self.row(rating: 3, text: trimmed))
    }

    @Test("A review the server refuses keeps the form, with the server's message", arguments: Architecture.allCases)
    func refusedByServer(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)
        server.fail(.addReview, status: 422, message: "Reviews of this product are closed")

        try Self.write(rating: "4", review: "Late to the party.", robot)

        #expect(
            robot.alert == ShownAlert(title: "Error", message: "Reviews of this product are closed", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.alert == nil, "one failure, one alert")
        #expect(robot.title == "Write a Review")
        #expect(robot.text(in: "Rating") == "4")
        #expect(robot.text(in: "Review") == "Late to the party.")
        try robot.tap("Cancel")
        #expect(robot.rows == Self.rows(ofProduct: 2))
    }

    @Test(
        "A refusal without a readable message names its status, and the form stays", arguments: Architecture.allCases)
    func refusedWithoutMessage(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)
        server.answer(.addReview, status: 503, body: "<html>Service Unavailable</html>")

        try Self.write(rating: "4", review: "Late to the party.", robot)

        #expect(robot.alert == ShownAlert(title: "Error", message: Words.status(503), actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.title == "Write a Review")
        #expect(robot.text(in: "Review") == "Late to the party.")
    }

    nonisolated static let unreadableSaves: [Unreadable] = [
        Unreadable(path: nil),
        Unreadable(path: "id", edit: .removed),
        Unreadable(path: "rating", edit: .set(json: "9")),
        Unreadable(path: "text", edit: .set(json: "null")),
    ]

    @Test(
        "An unreadable answer to Send shows the unreadable alert and keeps the form",
        arguments: Architecture.allCases, unreadableSaves)
    func unreadableSave(_ architecture: Architecture, unreadable: Unreadable) throws {
        let server = Server()
        let robot = try Self.openReviews(architecture, of: Self.mouse, on: server)
        unreadable.arm(.addReview, on: server)

        try Self.write(rating: "4", review: "Late to the party.", robot)

        #expect(robot.alert == unreadableAlert)
        try robot.tap("OK")
        #expect(robot.title == "Write a Review")
        #expect(robot.text(in: "Rating") == "4")
        try robot.tap("Cancel")
        #expect(robot.rows == Self.rows(ofProduct: 2))
    }

    // MARK: - Helpers

    static let keyboard = "Mechanical Keyboard — $89.99"
    static let mouse = "Wireless Mouse — $24.99"
    static let stand = "Laptop Stand — $45.00"

    /// A review row as every app must show it: the stars, a space, the text.
    nonisolated static func row(rating: Int, text: String) -> String {
        String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating) + " " + text
    }

    /// The rows of a product's reviews in the standard catalogue, newest first.
    static func rows(ofProduct id: Int) -> [String] {
        (SeedData.reviews[id] ?? []).sorted { $0.id > $1.id }.map { row(rating: $0.rating, text: $0.text) }
    }

    /// Launch, open Products and select the row that reads `product`.
    static func openProduct(_ architecture: Architecture, _ product: String, on server: Server) throws -> Robot {
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.selectRow(product)
        return robot
    }

    /// Launch and open the reviews of the product whose row reads `product`.
    static func openReviews(_ architecture: Architecture, of product: String, on server: Server) throws -> Robot {
        let robot = try openProduct(architecture, product, on: server)
        try robot.tap("Reviews")
        return robot
    }

    /// On the Reviews screen: write a review and send it.
    static func write(rating: String, review: String, _ robot: Robot) throws {
        try robot.tap("Write a review")
        try robot.type(rating, into: "Rating")
        try robot.type(review, into: "Review")
        try robot.tap("Send")
    }

    /// Send a form the app must refuse: the alert says `message`, the form keeps what was typed, nothing is sent.
    static func expectRefused(
        _ architecture: Architecture, rating: String, review: String, message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let server = Server()
        let robot = try openReviews(architecture, of: mouse, on: server)

        try write(rating: rating, review: review, robot)

        #expect(
            robot.alert == ShownAlert(title: "Error", message: message, actions: ["OK"]), sourceLocation: sourceLocation
        )
        try robot.tap("OK")
        #expect(robot.title == "Write a Review", sourceLocation: sourceLocation)
        #expect(robot.text(in: "Rating") == rating, sourceLocation: sourceLocation)
        #expect(robot.text(in: "Review") == review, sourceLocation: sourceLocation)
        #expect(server.requests(to: .addReview).isEmpty, sourceLocation: sourceLocation)
    }

    /// What a `POST /products/<id>/reviews` carried.
    nonisolated struct ReviewBody: Decodable, Equatable {
        var rating: Int
        var text: String
    }

    static func body(of request: Request) throws -> ReviewBody {
        try JSONDecoder().decode(ReviewBody.self, from: try #require(request.body))
    }
}
