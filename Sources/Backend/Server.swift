import Foundation

/// The fake server every app talks to: JSON over an in-process transport, deterministic, and honest about failure.
///
/// It is the one outside world of all six apps. A test builds a fresh one, arms it, launches an app on it and
/// reads its ``log`` afterwards:
///
/// ```swift
/// let server = Server()
/// server.delivery = .held
/// server.fail(.products, status: 500, message: "Server is down")
/// server.answerWithMalformedJSON(.pros)
/// #expect(server.log.map(\.description) == ["GET /products?page=1&perPage=10"])
/// ```
public final class Server {
    /// When answers arrive: at once, or when the test delivers them.
    public var delivery: Delivery = .immediate

    /// Every request received, in order — including those answered with an error.
    public private(set) var log: [Request] = []

    /// Answers waiting for ``deliverNext()`` or ``deliverAll()`` (only with ``Delivery/held``).
    public private(set) var heldResponses: [HeldResponse] = []

    /// The catalogue as the server holds it now; edits and deletes change it.
    public private(set) var products: [ProductRecord]
    public private(set) var pros: [String]
    public private(set) var cons: [String]
    /// Each product's reviews by product id, oldest first; deleting a product deletes its reviews.
    public private(set) var reviews: [Int: [ReviewRecord]]

    /// Reservation id → confirmation id, for every live reservation.
    public private(set) var reservations: [String: String] = [:]
    private var nextConfirmationId = SeedData.firstConfirmationId
    private var nextReviewId: Int
    private var sessionNumber = 1
    private var armedFaults: [Route: [Fault]] = [:]

    public init(
        products: [ProductRecord] = SeedData.products,
        pros: [String] = SeedData.pros,
        cons: [String] = SeedData.cons,
        reviews: [Int: [ReviewRecord]] = SeedData.reviews
    ) {
        self.products = products
        self.pros = pros
        self.cons = cons
        let productIds = Set(products.map(\.id))
        self.reviews = reviews.filter { productIds.contains($0.key) }
        nextReviewId = (reviews.values.joined().map(\.id).max() ?? 0) + 1
    }

    // MARK: - The session

    /// The token of the session the app was signed in with before it launched (signing in is not part of the
    /// app). An app that authorizes its requests sends it as `Authorization: Bearer <token>`.
    public private(set) var sessionToken = "session-1"

    /// Off unless a test turns it on: then every request must carry `Authorization: Bearer <sessionToken>`, and
    /// one without it is answered 401 `{"message":"Session expired"}`.
    public var checksSessionToken = false

    /// End the session: from now on the token the app holds is refused (a new session has another token).
    public func expireSession() {
        sessionNumber += 1
        sessionToken = "session-\(sessionNumber)"
    }

    // MARK: - Arranging the world

    /// Start from an empty catalogue (and so with no reviews).
    public func emptyCatalogue() {
        products = []
        reviews = [:]
    }
    /// Answer `GET /ai/pros` with an empty list.
    public func emptyPros() { pros = [] }
    /// Answer `GET /ai/cons` with an empty list.
    public func emptyCons() { cons = [] }

    /// Fail the next call to `route` with `status` and `{"message": message}`.
    public func fail(_ route: Route, status: Int, message: String) {
        armedFaults[route, default: []].append(.status(status, message: message))
    }

    /// Answer the next call to `route` with its usual success status and a body that is not valid JSON.
    public func answerWithMalformedJSON(_ route: Route) {
        armedFaults[route, default: []].append(.malformedJSON)
    }

    /// Answer the next call to `route` with `status` and exactly `body`, as a proxy or a misconfigured server might.
    public func answer(_ route: Route, status: Int, body: String) {
        armedFaults[route, default: []].append(.raw(status: status, body: body))
    }

    /// Handle the next call to `route` as usual, but answer with `status` instead of the route's own:
    /// `changeStatus(of: .reserve, to: 202)` still makes the reservation and sends its confirmation.
    public func changeStatus(of route: Route, to status: Int) {
        armedFaults[route, default: []].append(.statusChanged(to: status))
    }

    /// Handle the next call to `route` as usual, then change one field of its answer:
    /// `edit(.products, field: "items.0.price", .set(json: "true"))`. See ``FieldEdit`` for how a field is named.
    public func edit(_ route: Route, field path: String, _ edit: FieldEdit) {
        armedFaults[route, default: []].append(.fieldEdited(path: path, edit))
    }

    // MARK: - The transport

    /// Receive `request`, and answer through `completion`: before returning (``Delivery/immediate``) or when the
    /// test delivers it (``Delivery/held``). The request is handled on arrival; only its answer waits.
    @discardableResult
    public func send(_ request: Request, completion: @escaping (Response) -> Void) -> RequestHandle {
        log.append(request)
        let response = answer(request)
        switch delivery {
        case .immediate:
            completion(response)
            return RequestHandle(held: nil)
        case .held:
            let held = HeldResponse(request: request, response: response, completion: completion)
            heldResponses.append(held)
            return RequestHandle(held: held)
        }
    }

    /// Deliver the oldest held answer. Returns `false` when nothing was held.
    @discardableResult
    public func deliverNext() -> Bool {
        guard !heldResponses.isEmpty else { return false }
        let held = heldResponses.removeFirst()
        if !held.isCancelled {
            held.completion(held.response)
        }
        return true
    }

    /// Deliver the newest held answer first: an answer that overtakes one sent before it. Returns `false` when
    /// nothing was held.
    @discardableResult
    public func deliverLast() -> Bool {
        guard let held = heldResponses.popLast() else { return false }
        if !held.isCancelled {
            held.completion(held.response)
        }
        return true
    }

    /// Deliver every held answer, including any that arrive while delivering. Returns how many were delivered.
    @discardableResult
    public func deliverAll() -> Int {
        var delivered = 0
        while deliverNext() {
            delivered += 1
        }
        return delivered
    }

    /// The requests sent to one route, in order.
    public func requests(to route: Route) -> [Request] {
        log.filter { Route($0) == route }
    }

    /// The product with this id, as the server holds it now.
    public func product(id: Int) -> ProductRecord? {
        products.first { $0.id == id }
    }

    // MARK: - Routing

    private func answer(_ request: Request) -> Response {
        guard !checksSessionToken || request.headers["Authorization"] == "Bearer \(sessionToken)" else {
            return .error(401, ServerMessage.sessionExpired)
        }
        guard let route = Route(request) else {
            return .error(404, ServerMessage.noRoute(request))
        }
        guard let fault = takeFault(for: route) else { return usualAnswer(request, route: route) }
        switch fault {
        case .status(let status, let message):
            return .error(status, message)
        case .malformedJSON:
            return Response(status: route.successStatus, body: Data(#"{"oops": [1, 2"#.utf8))
        case .raw(let status, let body):
            return Response(status: status, body: Data(body.utf8))
        case .statusChanged(let status):
            return Response(status: status, body: usualAnswer(request, route: route).body)
        case .fieldEdited(let path, let edit):
            var response = usualAnswer(request, route: route)
            switch edit.apply(to: response.body, at: path) {
            case .success(let body): response.body = body
            case .failure(let failure): return .error(500, "The test's edit of \(path) failed: \(failure.reason)")
            }
            return response
        }
    }

    private func usualAnswer(_ request: Request, route: Route) -> Response {
        let pathComponents = request.path.split(separator: "/").map(String.init)
        let lastPathComponent = pathComponents.last ?? ""
        switch route {
        case .pros: return .json(200, WireFormat.Advantages(advantages: pros))
        case .cons: return .json(200, WireFormat.Disadvantages(disadvantages: cons))
        case .reserve: return reserve(request)
        case .cancelReservation: return cancelReservation(id: lastPathComponent)
        case .products: return productPage(request)
        case .updateProduct: return updateProduct(id: lastPathComponent, request)
        case .deleteProduct, .deleteProductV2: return deleteProduct(id: lastPathComponent)
        case .productsV2: return productPageV2(request)
        case .updateProductV2: return updateProductV2(id: lastPathComponent, request)
        // `/products/<id>/reviews`: the id is the second component.
        case .reviews: return reviewPage(productId: pathComponents[1], request)
        case .addReview: return addReview(productId: pathComponents[1], request)
        }
    }

    private func takeFault(for route: Route) -> Fault? {
        guard var faults = armedFaults[route], !faults.isEmpty else { return nil }
        let fault = faults.removeFirst()
        armedFaults[route] = faults
        return fault
    }

    // MARK: - Reservations

    private func reserve(_ request: Request) -> Response {
        guard let body = request.decodedBody(WireFormat.ReservationRequest.self) else {
            return .error(400, ServerMessage.malformedBody)
        }
        let id = body.reservationId
        guard Self.isValidReservationId(id) else {
            return .error(422, ServerMessage.invalidReservationId)
        }
        guard reservations[id] == nil else {
            return .error(409, ServerMessage.reservationExists(id))
        }
        let confirmationId = String(nextConfirmationId)
        nextConfirmationId += 1
        reservations[id] = confirmationId
        return .json(201, WireFormat.ReservationConfirmation(confirmationId: confirmationId))
    }

    /// The server's own check of a reservation id: 1 to 8 ASCII digits. Each app checks typed ids in its own layer
    /// before sending them; this is the server refusing whatever gets through.
    private static func isValidReservationId(_ id: String) -> Bool {
        (1...8).contains(id.count) && id.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private func cancelReservation(id: String) -> Response {
        guard Self.isValidReservationId(id) else {
            return .error(422, ServerMessage.invalidReservationId)
        }
        guard reservations.removeValue(forKey: id) != nil else {
            return .error(404, ServerMessage.noReservation(id))
        }
        return .json(200, WireFormat.ReservationCancellation(reservationId: id))
    }

    // MARK: - Products

    private func productPage(_ request: Request) -> Response {
        let query = request.queryItems
        guard let page = Int(query["page"] ?? "1"), page >= 1 else {
            return .error(400, ServerMessage.invalidPage)
        }
        guard let perPage = Int(query["perPage"] ?? "10"), (1...50).contains(perPage) else {
            return .error(400, ServerMessage.invalidPerPage)
        }
        let range = Self.range(ofPage: page, perPage: perPage, in: products.count)
        let items = Array(products[range])
        return .json(200, WireFormat.Page(page: page, items: items, hasMore: range.upperBound < products.count))
    }

    /// The positions page `page` holds in a list of `count`, pages of `perPage`. A page far past the end (say
    /// page=9223372036854775807) must not overflow: it is simply empty.
    private static func range(ofPage page: Int, perPage: Int, in count: Int) -> Range<Int> {
        let (offset, overflows) = (page - 1).multipliedReportingOverflow(by: perPage)
        let start = overflows ? count : min(offset, count)
        return start..<min(start + perPage, count)
    }

    private func updateProduct(id: String, _ request: Request) -> Response {
        guard let index = index(ofProduct: id) else {
            return .error(404, ServerMessage.noProduct(id))
        }
        guard let changes = request.decodedBody(WireFormat.ProductChanges.self) else {
            return .error(400, ServerMessage.malformedBody)
        }
        if let refusal = change(
            productAt: index, name: changes.name, price: changes.price, ifNameEmpty: ServerMessage.emptyName)
        {
            return .error(422, refusal)
        }
        return .json(200, products[index])
    }

    /// Sets the name and price of the product at `index` when both are valid — the name trimmed and not empty, the
    /// price finite and above zero — and otherwise returns the message that refuses them, changing nothing. v1 and
    /// v2 share these rules; only the word for the name differs in the message.
    private func change(
        productAt index: Int, name: String, price: Double, ifNameEmpty emptyNameMessage: String
    )
        -> String?
    {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return emptyNameMessage }
        guard price > 0, price.isFinite else { return ServerMessage.nonPositivePrice }
        products[index].name = name
        products[index].price = price
        return nil
    }

    /// v1's and v2's delete: the product goes, and its reviews with it.
    private func deleteProduct(id: String) -> Response {
        guard let index = index(ofProduct: id) else {
            return .error(404, ServerMessage.noProduct(id))
        }
        reviews[products[index].id] = nil
        products.remove(at: index)
        return Response(status: 204)
    }

    /// Where the product whose id reads `id` is in the catalogue; `nil` for an unknown id or one that is no number.
    private func index(ofProduct id: String) -> Int? {
        products.firstIndex { String($0.id) == id }
    }

    // MARK: - Products, version 2

    /// `GET /v2/products?after=<cursor>&limit=<n>`: the catalogue in order of id, `limit` products a page, starting
    /// after the product the cursor names (see ``ProductCursor``); `next` is the cursor of the page's last product,
    /// left out on the last page.
    ///
    /// Query parameters are read as v1 reads `page` and `perPage`: one left out takes its default (no `after`: the
    /// first page; no `limit`: 10), and one that is given must be valid, or the answer is 400 with a message naming
    /// the parameter and its rule — an `after` that is not a `next` this server gave (an empty one included), a
    /// `limit` that is not a whole number from 1 to 50. Other parameters are ignored; a repeated one counts with its
    /// last value.
    private func productPageV2(_ request: Request) -> Response {
        let query = request.queryItems
        var after = Int.min
        if let text = query["after"] {
            guard let cursor = ProductCursor(text) else { return .error(400, ServerMessage.invalidCursor) }
            after = cursor.lastServedId
        }
        guard let limit = Int(query["limit"] ?? "10"), (1...50).contains(limit) else {
            return .error(400, ServerMessage.invalidLimit)
        }
        let remaining = products.filter { $0.id > after }.sorted { $0.id < $1.id }
        let items = remaining.prefix(limit)
        let next = remaining.count > limit ? items.last.map { ProductCursor(lastServedId: $0.id).text } : nil
        return .json(200, WireFormat.ProductPageV2(items: items.map(WireFormat.ProductV2.init), next: next))
    }

    /// `PUT /v2/products/<id>` `{"title":…,"price":…}`: v1's update, with `title` in place of `name`.
    private func updateProductV2(id: String, _ request: Request) -> Response {
        guard let index = index(ofProduct: id) else {
            return .error(404, ServerMessage.noProduct(id))
        }
        guard let changes = request.decodedBody(WireFormat.ProductChangesV2.self) else {
            return .error(400, ServerMessage.malformedBody)
        }
        if let refusal = change(
            productAt: index, name: changes.title, price: changes.price, ifNameEmpty: ServerMessage.emptyTitle)
        {
            return .error(422, refusal)
        }
        return .json(200, WireFormat.ProductV2(products[index]))
    }

    // MARK: - Reviews

    /// `GET /products/<id>/reviews?page=<n>`: the product's reviews, newest first (highest id first), 10 a page;
    /// `page` is read as v1's product list reads it.
    private func reviewPage(productId id: String, _ request: Request) -> Response {
        guard let index = index(ofProduct: id) else {
            return .error(404, ServerMessage.noProduct(id))
        }
        guard let page = Int(request.queryItems["page"] ?? "1"), page >= 1 else {
            return .error(400, ServerMessage.invalidPage)
        }
        let newestFirst = (reviews[products[index].id] ?? []).sorted { $0.id > $1.id }
        let range = Self.range(ofPage: page, perPage: 10, in: newestFirst.count)
        let items = Array(newestFirst[range])
        return .json(200, WireFormat.Page(page: page, items: items, hasMore: range.upperBound < newestFirst.count))
    }

    /// `POST /products/<id>/reviews` `{"rating":4,"text":"…"}`: saves the review with the next id and its text
    /// trimmed, and answers 201 with it. A rating outside 1 to 5, or a text that is empty or longer than 500
    /// characters once trimmed, is refused with 422.
    private func addReview(productId id: String, _ request: Request) -> Response {
        guard let index = index(ofProduct: id) else {
            return .error(404, ServerMessage.noProduct(id))
        }
        guard let review = request.decodedBody(WireFormat.NewReview.self) else {
            return .error(400, ServerMessage.malformedBody)
        }
        guard (1...5).contains(review.rating) else { return .error(422, ServerMessage.invalidRating) }
        let text = review.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...500).contains(text.count) else { return .error(422, ServerMessage.invalidReviewText) }
        let saved = ReviewRecord(id: nextReviewId, rating: review.rating, text: text)
        nextReviewId += 1
        reviews[products[index].id, default: []].append(saved)
        return .json(201, saved)
    }
}

extension Response {
    /// A JSON answer; keys sorted so the bytes are the same on every run.
    fileprivate static func json(_ status: Int, _ value: some Encodable & Hashable) -> Response {
        Response(status: status, body: EncodedAnswers.shared.body(of: value))
    }

    fileprivate static func error(_ status: Int, _ message: String) -> Response {
        json(status, WireFormat.ErrorMessage(message: message))
    }
}

extension Request {
    /// The path without the query.
    fileprivate var path: String {
        url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
    }

    /// The query as name → value; a repeated name keeps its last value.
    fileprivate var queryItems: [String: String] {
        guard let items = URLComponents(string: url)?.queryItems else { return [:] }
        var query: [String: String] = [:]
        for item in items {
            query[item.name] = item.value ?? ""
        }
        return query
    }

    fileprivate func decodedBody<Body: Decodable>(_ type: Body.Type) -> Body? {
        guard let body else { return nil }
        return try? JSONDecoder().decode(type, from: body)
    }
}
