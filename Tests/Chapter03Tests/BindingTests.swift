import Testing

@testable import TriggerObserver

@Suite("Bindings: one object is both the trigger and the observer")
struct BindingTests {
    @Test("ProsBinding hands what its service fetched to the bound completion")
    func prosBindingDelivers() {
        let service = FakeAIService()
        let binding = ProsBinding(service: service)
        var received: [Result<[String], AppError>] = []
        binding.bind { received.append($0) }

        binding.fetchPros()
        #expect(service.prosRequests == 1)
        #expect(received.isEmpty, "nothing arrives before the service answers")
        service.answerPros(.success(["No breaks"]))

        #expect(received == [.success(["No breaks"])])
    }

    @Test("ConsBinding delivers failures through the same completion as lists")
    func consBindingDeliversFailures() {
        let service = FakeAIService()
        let binding = ConsBinding(service: service)
        var received: [Result<[String], AppError>] = []
        binding.bind { received.append($0) }

        binding.fetchCons()
        service.answerCons(.failure(.refused(status: 503, message: "Down")))

        #expect(received == [.failure(.refused(status: 503, message: "Down"))])
    }

    @Test("Every bound observer hears every value, in the order they bound — a second bind does not replace the first")
    func moreThanOneObserver() {
        let service = FakeAIService()
        let binding = ProsBinding(service: service)
        var heard: [String] = []
        binding.bind { _ in heard.append("first") }
        binding.bind { _ in heard.append("second") }

        binding.fetchPros()
        service.answerPros(.success([]))

        #expect(heard == ["first", "second"])
    }

    @Test("An observer hears only what arrives after it bound: nothing is replayed")
    func noReplay() {
        let service = FakeAIService()
        let binding = ProsBinding(service: service)
        binding.fetchPros()
        service.answerPros(.success(["Error reduction"]))

        var received: [Result<[String], AppError>] = []
        binding.bind { received.append($0) }

        #expect(received.isEmpty)
    }

    @Test("A binding that is gone drops its service's late answer")
    func bindingGoneDropsLateAnswer() {
        let service = FakeAIService()
        var binding: ProsBinding? = ProsBinding(service: service)
        var received = 0
        binding?.bind { _ in received += 1 }
        binding?.fetchPros()
        weak let weakBinding = binding
        binding = nil

        #expect(weakBinding == nil)
        service.answerPros(.success(["No breaks"]))
        #expect(received == 0)
    }

    @Test("ReservationBinding turns both triggers' answers into reservation events")
    func reservationBinding() {
        let service = FakeReservationService()
        let binding = ReservationBinding(service: service)
        var received: [Result<ReservationEvent, AppError>] = []
        binding.bind { received.append($0) }

        binding.reserve(reservationId: "82348")
        binding.cancelReservation(reservationId: "82348")
        service.reserveResult = .failure(.refused(status: 409, message: "Reservation #82348 already exists"))
        binding.reserve(reservationId: "82348")

        #expect(service.calls == ["reserve 82348", "cancel 82348", "reserve 82348"])
        #expect(
            received == [
                .success(.reserved(confirmationId: "8347838")),
                .success(.cancelled(reservationId: "82348")),
                .failure(.refused(status: 409, message: "Reservation #82348 already exists")),
            ])
    }

    @Test("ProductUpdateBinding hands the saved product to the editor and the list alike")
    func updateBindingTwoObservers() {
        let service = FakeProductsService()
        service.updateResult = .success(Product(id: 7, name: "Webcam", price: 55))
        let binding = ProductUpdateBinding(service: service)
        var list: [Product] = []
        var editor: [Product] = []
        binding.bind { if case .success(let product) = $0 { list.append(product) } }
        binding.bind { if case .success(let product) = $0 { editor.append(product) } }

        binding.updateProduct(ProductDraft(id: 7, name: "Webcam", price: "55"))

        #expect(list == [Product(id: 7, name: "Webcam", price: 55)])
        #expect(editor == list)
    }

    @Test("ProductDeletionBinding reports the id it deleted, or why it could not")
    func deletionBinding() {
        let service = FakeProductsService()
        let binding = ProductDeletionBinding(service: service)
        var received: [Result<Int, AppError>] = []
        binding.bind { received.append($0) }

        binding.deleteProduct(id: 3)
        service.deleteResult = .failure(.refused(status: 404, message: "No product #4"))
        binding.deleteProduct(id: 4)

        #expect(service.deletions == [3, 4])
        #expect(received == [.success(3), .failure(.refused(status: 404, message: "No product #4"))])
    }
}
