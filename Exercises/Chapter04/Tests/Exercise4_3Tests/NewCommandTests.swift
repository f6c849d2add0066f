import Backend
import Foundation
import Testing
import UBER

@testable import Exercise4_3

/// A UI layer that records what it is asked.
private final class FakeUI: UIManaging {
    private(set) var contexts: [ViewContext] = []
    private(set) var overlayDepth = 0
    private(set) var overlayShown = 0

    func reload(viewContext: ViewContext) -> Bool {
        contexts.append(viewContext)
        return true
    }

    func displayOverlayProgress() {
        overlayDepth += 1
        overlayShown += 1
    }

    func hideOverlayProgress() {
        overlayDepth -= 1
    }
}

/// The exercise's business layer over the fake server, built fresh.
@MainActor
private struct Layer {
    let server: Server
    let ui = FakeUI()
    let exceptions = ExceptionManager(logSystem: nil)
    let router: Router
    let modules: ModuleManager

    init(cons: [String] = SeedData.cons) {
        server = Server(cons: cons)
        modules = ModuleManager(
            networkManager: NetworkManager(server: server), uiManager: ui, exceptionManager: exceptions)
        router = Router(routerHelper: RouterHelper(moduleManager: modules), exceptionManager: exceptions)
    }

    var published: [ErrorContext] { exceptions.logs.compactMap { $0 as? ErrorContext } }
}

@Suite("Exercise 4.3 — Add a command end to end")
struct NewCommandTests {
    /// The new command's URL, for the first `count` cons.
    static func url(count: String) -> String {
        "myapp://featureAI?cmd=getTopCons#count=\(count)@viewId=Cons-1"
    }

    @Test("The Router knows the new command")
    func routed() {
        let layer = Layer()
        let url = Self.url(count: "2")
        let outcome = layer.router.action(url: url)
        #expect(
            outcome == ActionURL.parse(url),
            "Router.action(url:) refused \(url) with \(outcome): route (\"featureAI\", \"getTopCons\") in Exercise4_3/Router.swift"
        )
    }

    @Test("The command reaches the server: GET /ai/cons, once")
    func reachesTheServer() {
        let layer = Layer()
        layer.router.action(url: Self.url(count: "2"))
        #expect(
            layer.server.log.map(\.description) == ["GET /ai/cons"],
            "The server heard \(layer.server.log.map(\.description)): the RouterHelper (RouterHelper.swift) should call the featureAI service, which sends GET /ai/cons (FeatureAIService.swift)"
        )
    }

    @Test("The first `count` cons come back to the view, in order, as a ViewContext", arguments: [1, 3, 9])
    func comesBack(count: Int) {
        let cons = ["High cost", "Lesser jobs", "No emotions", "Lack of creativity"]
        let layer = Layer(cons: cons)
        layer.router.action(url: Self.url(count: String(count)))
        let expected = Array(cons.prefix(count))
        #expect(
            layer.ui.contexts == [ViewContext(viewId: "Cons-1", model: View(error: nil, data: .items(expected)))],
            "count=\(count) of \(cons.count) cons should reload the view Cons-1 with .items(\(expected)), yet it was sent \(layer.ui.contexts.map(\.model.data)): cut the list to `count` (FeatureAIService.swift)"
        )
        #expect(
            layer.ui.overlayShown == 1 && layer.ui.overlayDepth == 0,
            "Show the overlay progress while the request is in flight, and hide it after (FeatureAIService.swift)")
    }

    @Test("An empty list comes with the notice; a refusal goes to the ExceptionManager")
    func emptyAndRefused() {
        let layer = Layer()
        layer.server.emptyCons()
        layer.router.action(url: Self.url(count: "2"))
        #expect(
            layer.ui.contexts.last?.model == View(error: "No cons found", data: .items([])),
            "An empty list is View(error: \"No cons found\", data: .items([])) (FeatureAIService.swift)")
        layer.server.fail(.cons, status: 500, message: "Server is down")
        layer.router.action(url: Self.url(count: "2"))
        #expect(
            layer.published == [
                ErrorContext(viewId: "Cons-1", error: .refused(status: 500, message: "Server is down"))
            ],
            "Publish a failure to the ExceptionManager as ErrorContext(viewId:error:) (FeatureAIService.swift)")
    }

    @Test("A URL without a count is refused for it, published, and sends nothing")
    func missingCount() {
        let layer = Layer()
        let url = "myapp://featureAI?cmd=getTopCons@viewId=Cons-1"
        let outcome = layer.router.action(url: url)
        #expect(
            outcome == .failure(.missingParameter("count")),
            "\(url) carries no count, yet the Router answered \(outcome): throw RouterError.missingParameter(\"count\") from the RouterHelper (RouterHelper.swift)"
        )
        #expect(layer.server.log.isEmpty, "A refused command sends nothing (RouterHelper.swift)")
        #expect(layer.published.count == 1, "The Router publishes what it refuses")
    }

    @Test(
        "A count that is not a whole number of at least 1 is refused, published, and sends nothing",
        arguments: ["0", "two", "1.5"])
    func malformedCount(count: String) {
        let layer = Layer()
        let outcome = layer.router.action(url: Self.url(count: count))
        #expect(
            outcome == .failure(.malformedParameters("count=\(count)")),
            "count=\(count) is no count of cons, yet the Router answered \(outcome): throw RouterError.malformedParameters(\"count=\(count)\") from the RouterHelper (RouterHelper.swift)"
        )
        #expect(layer.server.log.isEmpty, "A refused command sends nothing (RouterHelper.swift)")
    }

    @Test("The command that was there still works: getPros reaches GET /ai/pros")
    func prosStillWork() {
        let layer = Layer()
        layer.router.action(url: "myapp://featureAI?cmd=getPros@viewId=Pros-1")
        #expect(layer.server.log.map(\.description) == ["GET /ai/pros"], "getPros must still work (Router.swift)")
    }

    @Test("Other commands are still refused, and published")
    func othersRefused() {
        let layer = Layer()
        #expect(
            layer.router.action(url: "myapp://featureAI?cmd=getCons@viewId=Cons-1")
                == .failure(.unknownCommand(module: "featureAI", command: "getCons")))
        #expect(
            layer.router.action(url: "myapp://featureXYZ?cmd=getData@viewId=P-1")
                == .failure(.unknownCommand(module: "featureXYZ", command: "getData")))
        #expect(layer.published.count == 2)
    }

    @Test("You counted the files the command touched")
    func counted() {
        #expect(
            Set(FilesTouched.files) == ["Router.swift", "RouterHelper.swift", "FeatureAIService.swift"],
            "List in Exercise4_3/FilesTouched.swift every file you changed to add the command, and no other (not FilesTouched.swift itself): you listed \(FilesTouched.files.sorted())"
        )
    }
}
