/// The JSON bodies the server reads and writes. Apps decode them with their own types: this is the server's side.
enum WireFormat {
    struct Advantages: Codable {
        var advantages: [String]
    }

    struct Disadvantages: Codable {
        var disadvantages: [String]
    }

    struct ReservationRequest: Codable {
        var reservationId: String
    }

    struct ReservationConfirmation: Codable {
        var confirmationId: String
    }

    struct ReservationCancellation: Codable {
        var reservationId: String
    }

    struct ProductPage: Codable {
        var page: Int
        var items: [ProductRecord]
        var hasMore: Bool
    }

    struct ProductChanges: Codable {
        var name: String
        var price: Double
    }

    struct ErrorMessage: Codable {
        var message: String
    }
}
