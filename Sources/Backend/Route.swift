/// The server's routes, by name, so a test can aim a fault at one of them.
public enum Route: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `GET /ai/pros`
    case pros
    /// `GET /ai/cons`
    case cons
    /// `POST /reservations`
    case reserve
    /// `DELETE /reservations/<id>`
    case cancelReservation
    /// `GET /products?page=<n>&perPage=<n>`
    case products
    /// `PUT /products/<id>`
    case updateProduct
    /// `DELETE /products/<id>`
    case deleteProduct

    public var description: String {
        switch self {
        case .pros: "GET /ai/pros"
        case .cons: "GET /ai/cons"
        case .reserve: "POST /reservations"
        case .cancelReservation: "DELETE /reservations/<id>"
        case .products: "GET /products"
        case .updateProduct: "PUT /products/<id>"
        case .deleteProduct: "DELETE /products/<id>"
        }
    }

    /// The status the route answers with when all goes well.
    public var successStatus: Int {
        switch self {
        case .reserve: 201
        case .deleteProduct: 204
        default: 200
        }
    }

    /// The route a request is addressed to, or `nil` when no route matches.
    public init?(_ request: Request) {
        let path = request.url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.url
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        switch (request.method, parts.count, parts.first) {
        case (.get, 2, "ai") where parts[1] == "pros": self = .pros
        case (.get, 2, "ai") where parts[1] == "cons": self = .cons
        case (.post, 1, "reservations"): self = .reserve
        case (.delete, 2, "reservations"): self = .cancelReservation
        case (.get, 1, "products"): self = .products
        case (.put, 2, "products"): self = .updateProduct
        case (.delete, 2, "products"): self = .deleteProduct
        default: return nil
        }
    }
}
