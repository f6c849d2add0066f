import CleanMVVM
import MiniRx
import MiniRxTest
import Testing

@testable import Exercise6_1

/// A hand-written mock of the reviews gateway, as the write-up writes them: a `…Called` flag and a `…ReturnValue`,
/// and the review it was given, so the test can see what would be sent.
final class ReviewGatewayMock: ReviewGatewayType {
    var addReviewCalled = false
    var addReviewDto: ReviewDto?
    var addReviewReturnValue = Observable.just(Review(id: 71, productId: 2, rating: 4, text: "Quiet clicks"))

    func addReview(_ review: ReviewDto) -> Observable<Review> {
        addReviewCalled = true
        addReviewDto = review
        return addReviewReturnValue
    }
}

/// The use case is tested as the write-up tests its own: the suite conforms to it and hands it the mock.
@Suite("Exercise 6.1 — One verb, one use case")
struct ReviewingProductTests: ReviewingProduct {
    let file = "Exercise6_1/ReviewingProduct.swift"
    let reviewGatewayMock = ReviewGatewayMock()
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()
    let mouse = Product(id: 2, name: "Wireless Mouse", price: 24.99)
    let hub = Product(id: 3, name: "USB-C Hub", price: 39.5)

    var reviewGateway: ReviewGatewayType {
        reviewGatewayMock
    }

    private func send(_ product: Product, rating: Int, text: String) -> TestableObserver<Review> {
        let output = scheduler.createObserver(Review.self)
        review(product, rating: rating, text: text).subscribe(output).disposed(by: disposeBag)
        return output
    }

    @Test("A review is sent through the gateway, for the product reviewed, as the person wrote it")
    func reviewSent() {
        _ = send(hub, rating: 5, text: "Four ports, all fast")

        #expect(reviewGatewayMock.addReviewCalled, "review must call reviewGateway.addReview — in \(file)")
        #expect(
            reviewGatewayMock.addReviewDto == ReviewDto(productId: 3, rating: 5, text: "Four ports, all fast"),
            "Send the reviewed product's id, the rating and the words as typed — in \(file)")
    }

    @Test("The use case sends back the review as the gateway saved it")
    func reviewAnswered() {
        let output = send(mouse, rating: 4, text: "Quiet clicks")

        #expect(
            output.events == [.next(0, Review(id: 71, productId: 2, rating: 4, text: "Quiet clicks")), .completed(0)],
            "Return the gateway's answer — in \(file)")
    }

    @Test(
        "A review that breaks a rule is refused with that rule's message, and never reaches the gateway",
        arguments: [
            (0, "Quiet clicks", ["Rating must be 1 to 5 stars"]),
            (6, "Quiet clicks", ["Rating must be 1 to 5 stars"]),
            (3, " \n", ["Review must not be empty"]),
            (9, "", ["Rating must be 1 to 5 stars", "Review must not be empty"]),
        ])
    func brokenRuleRefused(rating: Int, text: String, messages: [String]) {
        let output = send(mouse, rating: rating, text: text)

        #expect(
            output.events == [.error(0, ValidationError(messages: messages))],
            "\(rating) stars and \"\(text)\" should fail with the ReviewDto's validationError, which says every rule broken — in \(file)"
        )
        #expect(!reviewGatewayMock.addReviewCalled, "Refused input is never sent — in \(file)")
    }

    @Test("The gateway's failure is passed on")
    func failurePassedOn() {
        reviewGatewayMock.addReviewReturnValue = .error(TestError())

        let output = send(mouse, rating: 4, text: "Quiet clicks")

        #expect(output.events == [.error(0, TestError())], "Pass the gateway's error on as it is — in \(file)")
    }
}
