import Backend
import Foundation

/// The ``ProductsService`` the app runs on. It enforces the editing rules (a name, a price of digits with at most
/// two decimals, more than zero) before anything is sent, and accepts only answers to the question asked: the page
/// requested, no longer than `perPage`, the product edited, and no negative price.
struct ServerProductsService: ProductsService {
    let client: APIClient

    private struct Changes: Encodable {
        var name: String
        var price: Double
    }

    func fetchPage(_ number: Int, perPage: Int, completion: @escaping (Result<ProductPage, AppError>) -> Void) {
        let request = Request(.get, "/products?page=\(number)&perPage=\(perPage)")
        client.send(request, decoding: ProductPage.self) { result in
            completion(
                result.flatMap { page in
                    let answersTheRequest =
                        page.number == number && page.products.count <= perPage
                        && page.products.allSatisfy(Self.hasValidPrice)
                    return answersTheRequest ? .success(page) : .failure(.unreadable)
                })
        }
    }

    func update(_ draft: ProductDraft, completion: @escaping (Result<Product, AppError>) -> Void) {
        let name = draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return completion(.failure(.invalidInput("Name must not be empty"))) }
        guard let price = Self.price(draft.price) else {
            return completion(.failure(.invalidInput("Price must be a positive number")))
        }
        let body = APIClient.body(Changes(name: name, price: price))
        client.send(Request(.put, "/products/\(draft.id)", body: body), decoding: Product.self) { result in
            completion(
                result.flatMap { saved in
                    saved.id == draft.id && Self.hasValidPrice(saved) ? .success(saved) : .failure(.unreadable)
                })
        }
    }

    /// The price a person typed, trimmed: digits with at most two decimals (`12`, `12.5`), more than zero — or `nil`.
    private static func price(_ typed: String) -> Double? {
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.wholeMatch(of: /[0-9]+(\.[0-9]{1,2})?/) != nil, let price = Double(text) else { return nil }
        return price > 0 && price.isFinite ? price : nil
    }

    private static func hasValidPrice(_ product: Product) -> Bool {
        product.price >= 0
    }

    func delete(id: Int, completion: @escaping (Result<Void, AppError>) -> Void) {
        client.send(Request(.delete, "/products/\(id)"), completion: completion)
    }
}
