import MiniRx

// snippet: clean-api-product
extension API {
    func getProductList(_ input: GetProductListInput) -> Observable<GetProductListOutput> {
        request(input.apiInput).map { (output: GetProductListOutput) in
            guard output.page == input.page, output.items.count <= input.perPage else { throw GatewayError.unreadable }
            return output
        }
    }
    // end-snippet

    func updateProduct(_ input: UpdateProductInput) -> Observable<ProductOutput> {
        request(input.apiInput).map { (saved: ProductOutput) in
            guard saved.id == input.id else { throw GatewayError.unreadable }
            return saved
        }
    }

    func deleteProduct(_ input: DeleteProductInput) -> Observable<Void> {
        requestWithoutAnswer(input.apiInput)
    }
}

// MARK: - GetProductList

extension API {
    /// `GET /products?page=<page>&perPage=<perPage>`
    struct GetProductListInput {
        let page: Int
        let perPage: Int

        var apiInput: APIInput {
            APIInput(.get, "/products?page=\(page)&perPage=\(perPage)")
        }
    }

    /// `{"page": 1, "items": […], "hasMore": true}`: readable only if every price is.
    nonisolated struct GetProductListOutput: APIOutput {
        let page: Int
        let items: [ProductOutput]
        let hasMore: Bool

        var isReadable: Bool {
            items.allSatisfy(\.isReadable)
        }
    }

    // snippet: clean-product-output
    /// A product as the server sends it, `{"id": 7, "name": "…", "price": 19.99}`: readable only with a price a list
    /// can show. The gateway maps it to the Domain's ``Product``; the entity itself knows nothing of JSON. (The
    /// original maps the entity with ObjectMapper, in the entity's own file, and notes that a separate model is the
    /// cleaner way.)
    nonisolated struct ProductOutput: APIOutput {
        let id: Int
        let name: String
        let price: Double

        var isReadable: Bool {
            price.isFinite && price >= 0
        }
    }
    // end-snippet
}

// MARK: - UpdateProduct

extension API {
    /// `PUT /products/<id> {"name": …, "price": …}`, answered with the product as saved.
    struct UpdateProductInput {
        let id: Int
        let name: String
        let price: Double

        private struct Body: Encodable {
            let name: String
            let price: Double
        }

        var apiInput: APIInput {
            APIInput(.put, "/products/\(id)", body: Body(name: name, price: price))
        }
    }
}

// MARK: - DeleteProduct

extension API {
    /// `DELETE /products/<id>`
    struct DeleteProductInput {
        let id: Int

        var apiInput: APIInput {
            APIInput(.delete, "/products/\(id)")
        }
    }
}
