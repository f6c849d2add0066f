import Foundation
import Testing

@testable import Exercise8_2

@Suite("Exercise 8.2 — The layer rule a patch breaks")
struct LayerRuleCheckTests {
    let file = "Exercise8_2/LayerRuleCheck.swift"

    /// A patch for the stock request that takes a shortcut: the products controller asks the server for a product's
    /// stock itself, instead of going through its view model.
    let shortcut = """
        diff --git a/Sources/RHA/Controllers/ProductsViewController.swift b/Sources/RHA/Controllers/ProductsViewController.swift
        index 3c4d5e6..7f8a9b0 100644
        --- a/Sources/RHA/Controllers/ProductsViewController.swift
        +++ b/Sources/RHA/Controllers/ProductsViewController.swift
        @@ -40,6 +45,9 @@ extension ProductsViewController {
             func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        -        showDetail(at: indexPath.row)
        +        // Quicker than a new worker method: ask the server.
        +        let api = ProductsApi(server: server)
        +        api.getProducts(page: 1, perPage: 10) { [weak self] _ in self?.showDetail(at: indexPath.row) }
        +        let message = ServerMessage.noProduct("7")
             }
        diff --git a/Sources/RHA/ViewModels/ProductsViewModel.swift b/Sources/RHA/ViewModels/ProductsViewModel.swift
        index 0a1b2c3..4d5e6f7 100644
        --- a/Sources/RHA/ViewModels/ProductsViewModel.swift
        +++ b/Sources/RHA/ViewModels/ProductsViewModel.swift
        @@ -10,3 +10,4 @@ final class ProductsViewModel {
             let worker: ProductsWorker
        +    let stockApi: ProductsApi
         }
        """

    @Test("The shortcut breaks RHA's controller rule on line 47 of the patched controller, naming ProductsApi")
    func shortcutFound() {
        let found = LayerRuleCheck.violations(of: .rhaControllers, in: shortcut)
        let controller = "Sources/RHA/Controllers/ProductsViewController.swift"
        #expect(
            found == [Violation(file: controller, line: 47, name: "ProductsApi")],
            """
            the hunk starts at line 45 of the new file; the context line is 45, the removed line takes no number, \
            the comment is 46 and `let api = ProductsApi(server: server)` is 47 — in \(file)
            """)
    }

    @Test("Only whole names count: ServerMessage is not Server, and `server` is not Server")
    func wholeNames() {
        let found = LayerRuleCheck.violations(of: .rhaControllers, in: shortcut)
        #expect(!found.contains { $0.line == 49 }, "ServerMessage is a name of its own — in \(file)")
        #expect(!found.contains { $0.line == 48 }, "`api.getProducts` names no forbidden type — in \(file)")
    }

    @Test("A view model may name a service: the rule is the controllers' alone")
    func otherFoldersAllowed() {
        let found = LayerRuleCheck.violations(of: .rhaControllers, in: shortcut)
        #expect(
            !found.isEmpty && found.allSatisfy { $0.file.hasPrefix("Sources/RHA/Controllers/") },
            "ProductsViewModel.swift is under ViewModels/, where a service is allowed — in \(file)")
    }

    @Test("Removed lines and context lines break nothing; only what the patch adds is checked")
    func onlyAddedLines() {
        let removal = """
            diff --git a/Sources/RHA/Controllers/ProsViewController.swift b/Sources/RHA/Controllers/ProsViewController.swift
            --- a/Sources/RHA/Controllers/ProsViewController.swift
            +++ b/Sources/RHA/Controllers/ProsViewController.swift
            @@ -5,3 +5,2 @@
             let request = Request(.get, "/ai/pros")
            -let response: Response? = nil
             let done = true
            """
        #expect(LayerRuleCheck.violations(of: .rhaControllers, in: removal).isEmpty, "in \(file)")
        let addition = removal.replacingOccurrences(of: "-let response: Response? = nil", with: "+let r: Response?")
        #expect(
            LayerRuleCheck.violations(of: .rhaControllers, in: addition)
                == [Violation(file: "Sources/RHA/Controllers/ProsViewController.swift", line: 6, name: "Response")],
            "the added line is the second of the hunk, line 6 — in \(file)")
    }
}
