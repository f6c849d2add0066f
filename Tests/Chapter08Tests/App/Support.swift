import Unidirectional

/// The products of the standard catalogue the tests page through, by id, name and price.
let keyboard = Product(id: 1, name: "Mechanical Keyboard", price: 89.99)
let mouse = Product(id: 2, name: "Wireless Mouse", price: 24.99)
let hub = Product(id: 3, name: "USB-C Hub", price: 39.5)
let monitor = Product(id: 4, name: "27-inch Monitor", price: 279)

/// A page of products for tests: `pageOne` has the first two, `pageTwo` the next two.
let pageOne = ProductPage(page: 1, items: [keyboard, mouse], hasMore: true)
let pageTwo = ProductPage(page: 2, items: [hub, monitor], hasMore: false)

/// Answers a test holds until it delivers them, in the order the feature asked: the test value of a client whose
/// answers come later, as the server's held delivery does. A test value, not a mock: it records what was asked so a
/// test can say so, and answers only what the test delivers.
final class Held<Request, Answer> {
    private(set) var requests: [Request] = []
    private var answers: [(request: Request, answer: (Answer) -> Void)] = []

    /// The closure a client's endpoint is given in a test.
    func hold(_ request: Request, _ answer: @escaping (Answer) -> Void) {
        requests.append(request)
        answers.append((request, answer))
    }

    /// How many answers are still held.
    var pending: Int { answers.count }

    /// Answer the oldest request still held with `answer`.
    func deliverOldest(_ answer: Answer) {
        guard !answers.isEmpty else { return }
        answers.removeFirst().answer(answer)
    }

    /// Answer the newest request still held with `answer`.
    func deliverNewest(_ answer: Answer) {
        guard !answers.isEmpty else { return }
        answers.removeLast().answer(answer)
    }
}

extension ProductsClient {
    /// A products client whose pages are held by `pages` (each request recorded as its page number); saving and
    /// deleting report that they were not expected.
    static func paging(_ pages: Held<Int, Result<ProductPage, APIError>>) -> Self {
        var client = ProductsClient.testValue
        client.fetchPage = { page, _, answer in pages.hold(page, answer) }
        return client
    }
}
