@testable import RHA

// snippet: rha-test-fake-worker
/// A hand-written Pros worker: it records each call and keeps the completion handler, to be answered by the test.
final class FakeProsWorker: ProsWorkerProtocol {
    private(set) var calls = 0
    private var pending: [ProsWorkerHandler] = []

    func getPros(completionHandler: @escaping ProsWorkerHandler) {
        calls += 1
        pending.append(completionHandler)
    }

    func answer(_ result: ProsWorkerResult<AI>) {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(result)
    }
}
// end-snippet

/// A hand-written Cons worker that answers at once with the result it was given.
final class FakeConsWorker: ConsWorkerProtocol {
    var result: ConsWorkerResult<AI>
    private(set) var calls = 0

    init(_ result: ConsWorkerResult<AI>) {
        self.result = result
    }

    func getCons(completionHandler: @escaping ConsWorkerHandler) {
        calls += 1
        completionHandler(result)
    }
}

/// A hand-written Reservations worker that answers at once and records what it was asked.
final class FakeReservationsWorker: ReservationsWorkerProtocol {
    var confirmation: ReservationsWorkerResult<ReservationConfirmation> = .success(
        ReservationConfirmation(confirmationId: "1"))
    var cancellation: ReservationsWorkerResult<Reservation> = .success(Reservation(reservationId: "1"))
    private(set) var asked: [String] = []

    func reserve(
        reservation: Reservation, completionHandler: @escaping ReservationsWorkerHandler<ReservationConfirmation>
    ) {
        asked.append("reserve \(reservation.reservationId)")
        completionHandler(confirmation)
    }

    func cancel(reservation: Reservation, completionHandler: @escaping ReservationsWorkerHandler<Reservation>) {
        asked.append("cancel \(reservation.reservationId)")
        completionHandler(cancellation)
    }
}

/// A hand-written Products worker: it records each request and keeps its completion handler, so a test can answer
/// requests in any order (or never).
final class FakeProductsWorker: ProductsWorkerProtocol {
    private(set) var asked: [String] = []
    private var pages: [Int: [ProductsWorkerHandler<ProductPage>]] = [:]
    private(set) var updates: [(id: Int, changes: ProductChanges, handler: ProductsWorkerHandler<Product>)] = []
    private(set) var deletes: [(id: Int, handler: ProductsWorkerHandler<Void>)] = []

    func getProducts(page: Int, perPage: Int, completionHandler: @escaping ProductsWorkerHandler<ProductPage>) {
        asked.append("page \(page) of \(perPage)")
        pages[page, default: []].append(completionHandler)
    }

    func updateProduct(
        id: Int, changes: ProductChanges, completionHandler: @escaping ProductsWorkerHandler<Product>
    ) {
        asked.append("update \(id)")
        updates.append((id, changes, completionHandler))
    }

    func deleteProduct(id: Int, completionHandler: @escaping ProductsWorkerHandler<Void>) {
        asked.append("delete \(id)")
        deletes.append((id, completionHandler))
    }

    /// Answer the oldest request for `page`.
    func answerPage(_ page: Int, _ result: ProductsWorkerResult<ProductPage>) {
        guard var waiting = pages[page], !waiting.isEmpty else { return }
        let handler = waiting.removeFirst()
        pages[page] = waiting
        handler(result)
    }

    /// A page of `count` products numbered from `first`.
    static func page(_ number: Int, first: Int, count: Int, hasMore: Bool) -> ProductPage {
        ProductPage(
            page: number,
            items: (first..<first + count).map { Product(id: $0, name: "Item \($0)", price: Double($0)) },
            hasMore: hasMore)
    }
}

/// Every `Content` a box reports, in order, from the moment of binding.
final class ContentRecorder {
    private(set) var heard: [Content] = []

    init(_ box: Box<Content>) {
        box.bind { [weak self] in self?.heard.append($0) }
    }

    /// The contents that would raise an alert (status `false`).
    var alerts: [Content] { heard.filter { !$0.status } }
}
