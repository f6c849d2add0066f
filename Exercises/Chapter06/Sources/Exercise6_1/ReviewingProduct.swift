import CleanMVVM
import Foundation
import MiniRx

/// Exercise 6.1 — a use case of a new area, in the write-up's shape: one protocol that does one thing, whose only
/// requirement is the gateway it needs, and a default implementation in an extension.
///
/// `review(_:rating:text:)` sends a person's review of `product` through the reviews gateway's `addReview`, and sends
/// back the review as the gateway saved it. A review that breaks the rules of `ReviewDto` is refused with the
/// `ValidationError` of every rule it breaks, and never reaches the gateway.
protocol ReviewingProduct {
    // TODO: Exercise 6.1 — require what the use case needs, and nothing more.
}

extension ReviewingProduct {
    func review(_ product: Product, rating: Int, text: String) -> Observable<Review> {
        // TODO: Exercise 6.1 — build the ReviewDto to send, refuse it if it is not valid, else add it.
        Observable.empty()
    }
}

// MARK: - Given

/// A review the server has saved: its own id, the product's, the stars and the words.
struct Review: Equatable {
    var id: Int
    var productId: Int
    var rating: Int
    var text: String
}

/// Where reviews go, as the Domain sees it.
protocol ReviewGatewayType {
    func addReview(_ review: ReviewDto) -> Observable<Review>
}

/// A review as a person wrote it, with its rules: 1 to 5 stars, and some words.
struct ReviewDto: Dto, Equatable {
    var productId: Int
    var rating: Int
    var text: String

    var validationResults: [ValidationResult] {
        [
            (1...5).contains(rating) ? .success(()) : .failure(ValidationError(message: "Rating must be 1 to 5 stars")),
            text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                ? .failure(ValidationError(message: "Review must not be empty")) : .success(()),
        ]
    }
}
