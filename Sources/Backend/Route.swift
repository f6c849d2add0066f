/// The server's routes, by name, so a test can aim a fault at one of them.
///
/// Version 1 is the API every app uses. Version 2 (`/v2/products…`) and the reviews are served before any app uses
/// them, for the change requests to come: the same catalogue, paged by cursor, with `title` in place of `name`.
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
    /// `GET /v2/products?after=<cursor>&limit=<n>`
    case productsV2
    /// `PUT /v2/products/<id>`
    case updateProductV2
    /// `DELETE /v2/products/<id>`
    case deleteProductV2
    /// `GET /products/<id>/reviews?page=<n>`
    case reviews
    /// `POST /products/<id>/reviews`
    case addReview

    public var description: String {
        switch self {
        case .pros: "GET /ai/pros"
        case .cons: "GET /ai/cons"
        case .reserve: "POST /reservations"
        case .cancelReservation: "DELETE /reservations/<id>"
        case .products: "GET /products"
        case .updateProduct: "PUT /products/<id>"
        case .deleteProduct: "DELETE /products/<id>"
        case .productsV2: "GET /v2/products"
        case .updateProductV2: "PUT /v2/products/<id>"
        case .deleteProductV2: "DELETE /v2/products/<id>"
        case .reviews: "GET /products/<id>/reviews"
        case .addReview: "POST /products/<id>/reviews"
        }
    }

    /// The status the route answers with when all goes well.
    public var successStatus: Int {
        switch self {
        case .reserve, .addReview: 201
        case .deleteProduct, .deleteProductV2: 204
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
        case (.get, 3, "products") where parts[2] == "reviews": self = .reviews
        case (.post, 3, "products") where parts[2] == "reviews": self = .addReview
        case (.get, 2, "v2") where parts[1] == "products": self = .productsV2
        case (.put, 3, "v2") where parts[1] == "products": self = .updateProductV2
        case (.delete, 3, "v2") where parts[1] == "products": self = .deleteProductV2
        default: return nil
        }
    }
}
