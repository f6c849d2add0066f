import Testing
import TriggerObserver

@testable import Exercise3_3

/// A `ProductsService` whose updates succeed at once with what was typed, or fail with `failure` when it is set.
private final class InstantProductsService: ProductsService {
    var failure: AppError?

    func fetchPage(_ number: Int, perPage: Int, completion: @escaping (Result<ProductPage, AppError>) -> Void) {}
    func delete(id: Int, completion: @escaping (Result<Void, AppError>) -> Void) {}

    func update(_ draft: ProductDraft, completion: @escaping (Result<Product, AppError>) -> Void) {
        if let failure { return completion(.failure(failure)) }
        completion(.success(Product(id: draft.id, name: draft.name, price: Double(draft.price) ?? 0)))
    }
}

@Suite("Exercise 3.3 — More than one observer")
struct MoreThanOneObserverTests {
    private let saved = Product(id: 7, name: "Webcam Pro", price: 64.5)
    private let draft = ProductDraft(id: 7, name: "Webcam Pro", price: "64.5")

    @Test("The list and the editor both hear of the saved product")
    func bothHear() {
        let binding = ProductUpdateBinding(service: InstantProductsService())
        var list: [Product] = []
        var editor: [Product] = []
        binding.bind { if case .success(let product) = $0 { list.append(product) } }
        binding.bind { if case .success(let product) = $0 { editor.append(product) } }

        binding.updateProduct(draft)

        #expect(editor == [saved], "The observer that bound last must hear the update")
        #expect(
            list == [saved],
            "The list bound first and heard nothing: the second bind replaced it. Keep every completion in Exercise3_3/ProductUpdateBinding.swift"
        )
    }

    @Test("Observers are called in the order they bound")
    func inOrder() {
        let binding = ProductUpdateBinding(service: InstantProductsService())
        var heard: [String] = []
        binding.bind { _ in heard.append("list") }
        binding.bind { _ in heard.append("editor") }
        binding.bind { _ in heard.append("log") }

        binding.updateProduct(draft)

        #expect(
            heard == ["list", "editor", "log"],
            "Call every bound completion, first bound first, in Exercise3_3/ProductUpdateBinding.swift"
        )
    }

    @Test("A failure reaches every observer, and so does every later update")
    func failuresAndRepeats() {
        let service = InstantProductsService()
        let binding = ProductUpdateBinding(service: service)
        var first: [Result<Product, AppError>] = []
        var second: [Result<Product, AppError>] = []
        binding.bind { first.append($0) }
        binding.bind { second.append($0) }

        service.failure = .invalidInput("Name must not be empty")
        binding.updateProduct(draft)
        service.failure = nil
        binding.updateProduct(draft)

        let expected: [Result<Product, AppError>] = [
            .failure(.invalidInput("Name must not be empty")), .success(saved),
        ]
        #expect(second == expected)
        #expect(first == expected, "Every observer hears every result, in Exercise3_3/ProductUpdateBinding.swift")
    }

    @Test("An observer that binds after an update hears nothing of it: nothing is replayed")
    func noReplay() {
        let binding = ProductUpdateBinding(service: InstantProductsService())
        binding.updateProduct(draft)
        var late: [Product] = []
        binding.bind { if case .success(let product) = $0 { late.append(product) } }

        #expect(late.isEmpty, "Do not replay old results to a new observer, in Exercise3_3/ProductUpdateBinding.swift")
    }
}
