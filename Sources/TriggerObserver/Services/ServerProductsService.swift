import Backend
import Foundation

/// The ``ProductsService`` the app runs on. It enforces the editing rules (a name, a positive price) before
/// anything is sent.
struct ServerProductsService: ProductsService {
    let client: APIClient

    private struct Changes: Encodable {
        var name: String
        var price: Double
    }

    func fetchPage(_ number: Int, perPage: Int, completion: @escaping (Result<ProductPage, AppError>) -> Void) {
        let request = Request(.get, "/products?page=\(number)&perPage=\(perPage)")
        client.send(request, decoding: ProductPage.self) { result in
            // A page that is not the one asked for is not an answer to this request.
            if case .success(let page) = result, page.number != number {
                return completion(.failure(.unreadableAnswer))
            }
            completion(result)
        }
    }

    func update(_ draft: ProductDraft, completion: @escaping (Result<Product, AppError>) -> Void) {
        let name = draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return completion(.failure(.invalidInput("Name must not be empty"))) }
        guard let price = Double(draft.price.trimmingCharacters(in: .whitespaces)), price > 0, price.isFinite else {
            return completion(.failure(.invalidInput("Price must be a positive number")))
        }
        let body = APIClient.body(Changes(name: name, price: price))
        client.send(Request(.put, "/products/\(draft.id)", body: body), decoding: Product.self, completion: completion)
    }

    func delete(id: Int, completion: @escaping (Result<Void, AppError>) -> Void) {
        client.send(Request(.delete, "/products/\(id)"), completion: completion)
    }
}
