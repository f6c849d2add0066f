import Backend
import Foundation

/// The Products service: implements `ProductsWorkerProtocol` with `GET /products?page=&perPage=`,
/// `PUT /products/<id>` and `DELETE /products/<id>`, JSON both ways.
///
/// It accepts only answers to the question asked: the page requested, no longer than `perPage`; the product that
/// was edited; and no negative price. A delete's answer is not needed, so any 2xx will do.
struct ProductsApi: ProductsWorkerProtocol {
    let server: Server

    func getProducts(page: Int, perPage: Int, completionHandler: @escaping ProductsWorkerHandler<ProductPage>) {
        server.send(Request(.get, "/products?page=\(page)&perPage=\(perPage)")) { response in
            let answer = ServiceAnswer<ProductPage>(decoding: response) { answer in
                answer.page == page && answer.items.count <= perPage && answer.items.allSatisfy(Self.hasValidPrice)
            }
            completionHandler(Self.result(answer))
        }
    }

    func updateProduct(
        id: Int, changes: ProductChanges, completionHandler: @escaping ProductsWorkerHandler<Product>
    ) {
        let body = try? JSONEncoder().encode(changes)
        server.send(Request(.put, "/products/\(id)", body: body)) { response in
            let answer = ServiceAnswer<Product>(decoding: response) { saved in
                saved.id == id && Self.hasValidPrice(saved)
            }
            completionHandler(Self.result(answer))
        }
    }

    func deleteProduct(id: Int, completionHandler: @escaping ProductsWorkerHandler<Void>) {
        server.send(Request(.delete, "/products/\(id)")) { response in
            completionHandler(Self.result(ServiceAnswer<Void>(response) { _ in () }))
        }
    }

    private static func hasValidPrice(_ product: Product) -> Bool {
        product.price >= 0
    }

    private static func result<U>(_ answer: ServiceAnswer<U>) -> ProductsWorkerResult<U> {
        switch answer {
        case .value(let value): .success(value)
        case .refused(let status, let message): .failure(.failed(message ?? Constant.UNEXPECTED_STATUS(status)))
        case .unreadable: .failure(.unreadable)
        }
    }
}
