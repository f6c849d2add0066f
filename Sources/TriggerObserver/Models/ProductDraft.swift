/// What a person typed into Edit Product, not yet checked: the domain service decides whether it can be sent.
struct ProductDraft: Equatable {
    var id: Int
    var name: String
    var price: String
}
