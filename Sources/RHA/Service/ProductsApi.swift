import Backend
import Foundation

/// The Products service: implements `ProductsWorkerProtocol` with `GET /products?page=&perPage=`,
/// `PUT /products/<id>` and `DELETE /products/<id>`, JSON both ways.
struct ProductsApi: ProductsWorkerProtocol {
    let server: Server

    func getProducts(page: Int, perPage: Int, completionHandler: @escaping ProductsWorkerHandler<ProductPage>) {
        server.send(Request(.get, "/products?page=\(page)&perPage=\(perPage)")) { response in
            completionHandler(Self.result(ServiceAnswer(decoding: response)))
        }
    }

    func updateProduct(
        id: Int, changes: ProductChanges, completionHandler: @escaping ProductsWorkerHandler<Product>
    ) {
        let body = try? JSONEncoder().encode(changes)
        server.send(Request(.put, "/products/\(id)", body: body)) { response in
            completionHandler(Self.result(ServiceAnswer(decoding: response)))
        }
    }

    func deleteProduct(id: Int, completionHandler: @escaping ProductsWorkerHandler<Void>) {
        server.send(Request(.delete, "/products/\(id)")) { response in
            completionHandler(Self.result(ServiceAnswer<Void>(response) { _ in () }))
        }
    }

    private static func result<U>(_ answer: ServiceAnswer<U>) -> ProductsWorkerResult<U> {
        switch answer {
        case .value(let value): .success(value)
        case .serverMessage(let message): .failure(.failed(message))
        case .unexpectedStatus(let status): .failure(.unexpectedStatus(status))
        case .unreadable: .failure(.unreadableAnswer)
        }
    }
}
