@testable import UBER

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
