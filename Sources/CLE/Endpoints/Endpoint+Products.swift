import Backend
import Foundation

/// A page of the catalogue: readable only if it is the page asked for, no longer than asked, and every price is a
/// finite, non-negative number.
extension Endpoint where Response == ProductPage {
    /// `GET /products?page=<page>&perPage=<perPage>`
    static func productPage(_ page: Int, perPage: Int) -> Endpoint {
        Endpoint(
            request: Request(.get, "/products?page=\(page)&perPage=\(perPage)"),
            where: { answer in
                answer.page == page && answer.items.count <= perPage && answer.items.allSatisfy(\.hasReadablePrice)
            })
    }
}

/// Saving a product: readable only if the answer is the product that was edited, with a readable price.
extension Endpoint where Response == Product {
    /// `PUT /products/<id> {"name": …, "price": …}` → the product as saved
    static func updateProduct(_ id: Product.ID, with changes: ProductChanges) -> Endpoint {
        let body = jsonBody(changes)
        return Endpoint(
            request: Request(.put, "/products/\(id.rawValue)", body: body),
            where: { saved in saved.id == id && saved.hasReadablePrice })
    }
}

/// Deleting a product: any 2xx will do, whatever its body.
extension Endpoint where Response == Void {
    /// `DELETE /products/<id>`
    static func deleteProduct(_ id: Product.ID) -> Endpoint {
        Endpoint(request: Request(.delete, "/products/\(id.rawValue)"))
    }
}

extension Product {
    /// A price the list can show: a finite number, not below zero.
    fileprivate var hasReadablePrice: Bool {
        price.isFinite && price >= 0
    }
}
