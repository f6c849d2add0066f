import Backend
import Foundation

@testable import UBER

/// A network layer that answers only when the test says so, and remembers every call.
final class FakeNetwork: NetworkManaging {
    private(set) var calls: [RestCall] = []
    private var pending: [(success: (Data) -> Void, failure: (AppError) -> Void)] = []

    var callLines: [String] { calls.map(\.description) }

    func restCall(
        _ call: RestCall, onSuccess success: @escaping (Data) -> Void, onFailure failure: @escaping (AppError) -> Void
    ) {
        calls.append(call)
        pending.append((success, failure))
    }

    /// Answer the oldest pending call with a 2xx body.
    func succeed(_ json: String = "") {
        guard !pending.isEmpty else { return }
        pending.removeFirst().success(Data(json.utf8))
    }

    /// Answer the oldest pending call with a failure.
    func fail(_ error: AppError) {
        guard !pending.isEmpty else { return }
        pending.removeFirst().failure(error)
    }
}

/// A UI layer that records what the business layer asked of it. Views in `goneViews` are "closed".
final class FakeUI: UIManaging {
    private(set) var contexts: [ViewContext] = []
    private(set) var overlayDepth = 0
    private(set) var overlayShownCount = 0
    var goneViews: Set<String> = []

    @discardableResult
    func reload(viewContext: ViewContext) -> Bool {
        guard !goneViews.contains(viewContext.id) else { return false }
        contexts.append(viewContext)
        return true
    }

    func displayOverlayProgress() {
        overlayDepth += 1
        overlayShownCount += 1
    }

    func hideOverlayProgress() {
        overlayDepth -= 1
    }

    var lastModel: View? { contexts.last?.model }
}

/// One business layer over fakes, built fresh for each test.
struct BusinessFixture {
    let network = FakeNetwork()
    let ui = FakeUI()
    let exceptions = ExceptionManager(logSystem: nil)
    let business: BusinessManager

    init() {
        business = BusinessManager(networkManager: network, uiManager: ui, exceptionManager: exceptions)
    }

    var router: Router { business.router }
    var modules: ModuleManager { business.moduleManager }

    /// The errors published so far, as the UI would receive them.
    var published: [ErrorContext] { exceptions.logs.compactMap { $0 as? ErrorContext } }
}

/// The JSON of one page of the standard catalogue, as the server would send it.
func pageJSON(_ page: Int, of products: [ProductRecord] = SeedData.products, perPage: Int = 10) -> String {
    let start = min((page - 1) * perPage, products.count)
    let end = min(start + perPage, products.count)
    let items = products[start..<end].map { #"{"id":\#($0.id),"name":"\#($0.name)","price":\#($0.price)}"# }
    return #"{"hasMore":\#(end < products.count),"items":[\#(items.joined(separator: ","))],"page":\#(page)}"#
}

extension ProductRecord {
    var product: Product { Product(id: id, name: name, price: price) }
}
