/// The JSON bodies the server reads and writes. Apps decode them with their own types: this is the server's side.
enum WireFormat {
    struct Advantages: Codable, Hashable {
        var advantages: [String]
    }

    struct Disadvantages: Codable, Hashable {
        var disadvantages: [String]
    }

    struct ReservationRequest: Codable, Hashable {
        var reservationId: String
    }

    struct ReservationConfirmation: Codable, Hashable {
        var confirmationId: String
    }

    struct ReservationCancellation: Codable, Hashable {
        var reservationId: String
    }

    /// A numbered page, as v1's products and the reviews are paged: its number, its items, whether more follow.
    struct Page<Item: Codable & Hashable>: Codable, Hashable {
        var page: Int
        var items: [Item]
        var hasMore: Bool
    }

    struct ProductChanges: Codable, Hashable {
        var name: String
        var price: Double
    }

    /// A product as version 2 sends it: v1's, with `title` in place of `name`.
    struct ProductV2: Codable, Hashable {
        var id: Int
        var title: String
        var price: Double
        var stock: Int

        init(_ product: ProductRecord) {
            id = product.id
            title = product.name
            price = product.price
            stock = product.stock
        }
    }

    /// A v2 product page; `next` is left out on the last page.
    struct ProductPageV2: Codable, Hashable {
        var items: [ProductV2]
        var next: String?
    }

    struct ProductChangesV2: Codable, Hashable {
        var title: String
        var price: Double
    }

    struct NewReview: Codable, Hashable {
        var rating: Int
        var text: String
    }

    struct ErrorMessage: Codable, Hashable {
        var message: String
    }
}
