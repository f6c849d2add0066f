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

    /// Reservation id → confirmation id, for every live reservation.
    public private(set) var reservations: [String: String] = [:]
    private var nextConfirmationId = SeedData.firstConfirmationId
    private var sessionNumber = 1
    private var armedFaults: [Route: [Fault]] = [:]

    public init(
        products: [ProductRecord] = SeedData.products,
        pros: [String] = SeedData.pros,
        cons: [String] = SeedData.cons
    ) {
        self.products = products
        self.pros = pros
        self.cons = cons
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

    /// Start from an empty catalogue.
    public func emptyCatalogue() { products = [] }
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
        let lastPathComponent = String(request.path.split(separator: "/").last ?? "")
        switch route {
        case .pros: return .json(200, WireFormat.Advantages(advantages: pros))
        case .cons: return .json(200, WireFormat.Disadvantages(disadvantages: cons))
        case .reserve: return reserve(request)
        case .cancelReservation: return cancelReservation(id: lastPathComponent)
        case .products: return productPage(request)
        case .updateProduct: return updateProduct(id: lastPathComponent, request)
        case .deleteProduct: return deleteProduct(id: lastPathComponent)
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
        guard ServerMessage.isValidReservationId(id) else {
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

    private func cancelReservation(id: String) -> Response {
        guard ServerMessage.isValidReservationId(id) else {
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
        // A page far past the end (say page=9223372036854775807) must not overflow: it is simply empty.
        let (offset, overflows) = (page - 1).multipliedReportingOverflow(by: perPage)
        let start = overflows ? products.count : min(offset, products.count)
        let end = min(start + perPage, products.count)
        let items = Array(products[start..<end])
        return .json(200, WireFormat.ProductPage(page: page, items: items, hasMore: end < products.count))
    }

    private func updateProduct(id: String, _ request: Request) -> Response {
        guard let index = products.firstIndex(where: { String($0.id) == id }) else {
            return .error(404, ServerMessage.noProduct(id))
        }
        guard let changes = request.decodedBody(WireFormat.ProductChanges.self) else {
            return .error(400, ServerMessage.malformedBody)
        }
        let name = changes.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .error(422, ServerMessage.emptyName) }
        guard changes.price > 0, changes.price.isFinite else { return .error(422, ServerMessage.nonPositivePrice) }
        products[index].name = name
        products[index].price = changes.price
        return .json(200, products[index])
    }

    private func deleteProduct(id: String) -> Response {
        guard let index = products.firstIndex(where: { String($0.id) == id }) else {
            return .error(404, ServerMessage.noProduct(id))
        }
        products.remove(at: index)
        return Response(status: 204)
    }
}

extension Response {
    /// A JSON answer; keys sorted so the bytes are the same on every run.
    fileprivate static func json(_ status: Int, _ value: some Encodable) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)) ?? Data()
        return Response(status: status, body: body)
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
