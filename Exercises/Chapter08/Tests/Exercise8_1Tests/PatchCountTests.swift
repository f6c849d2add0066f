import Testing

@testable import Exercise8_1

@Suite("Exercise 8.1 — What a patch costs")
struct PatchCountTests {
    let file = "Exercise8_1/PatchCount.swift"

    /// Part of RHA's patch for the stock request: a model, a view model, and a fake in the chapter's tests.
    let patch = """
        diff --git a/Sources/RHA/Model/Product.swift b/Sources/RHA/Model/Product.swift
        index 1a2b3c4..5d6e7f8 100644
        --- a/Sources/RHA/Model/Product.swift
        +++ b/Sources/RHA/Model/Product.swift
        @@ -3,4 +3,6 @@ struct Product: Codable, Equatable {
             var name: String
             var price: Double
        +    /// How many are left.
        +    var stock = 0
         }
        diff --git a/Sources/RHA/ViewModels/ProductsViewModel.swift b/Sources/RHA/ViewModels/ProductsViewModel.swift
        index 0a1b2c3..4d5e6f7 100644
        --- a/Sources/RHA/ViewModels/ProductsViewModel.swift
        +++ b/Sources/RHA/ViewModels/ProductsViewModel.swift
        @@ -130,5 +130,6 @@ final class ProductsViewModel {
        -    /// `Widget — $19.99`
        +    /// `Widget — $19.99 — 3 left`
             static func row(_ product: Product) -> String {
        -        "\\(product.name) — $" + String(format: "%.2f", product.price)
        +        let stock = product.stock == 0 ? "Sold out" : "\\(product.stock) left"
        +        return "\\(product.name) — $" + String(format: "%.2f", product.price) + " — " + stock
             }
        diff --git a/Tests/Chapter02Tests/Fakes.swift b/Tests/Chapter02Tests/Fakes.swift
        index 1111111..2222222 100644
        --- a/Tests/Chapter02Tests/Fakes.swift
        +++ b/Tests/Chapter02Tests/Fakes.swift
        @@ -1,2 +1,2 @@
        -let fake = 1
        +let fake = 2
        """

    @Test("The files under Sources/ a patch touches, in its order; a test file is not one of them")
    func files() {
        #expect(
            PatchCount(patch: patch).files
                == ["Sources/RHA/Model/Product.swift", "Sources/RHA/ViewModels/ProductsViewModel.swift"],
            "take the path after \" b/\" on each \"diff --git\" line, and keep only those under Sources/ — in \(file)")
    }

    @Test("Lines added and removed: + and - lines of source files, not the +++ and --- lines that name a file")
    func lines() {
        let count = PatchCount(patch: patch)
        #expect(count.linesAdded == 5, "two in Product.swift, three in ProductsViewModel.swift — in \(file)")
        #expect(count.linesRemoved == 2, "two in ProductsViewModel.swift; Fakes.swift is a test — in \(file)")
    }

    @Test("A layer is the folder right under the module, or (module) for a file right in the module's folder")
    func layers() {
        #expect(PatchCount(patch: patch).layers == ["RHA/Model", "RHA/ViewModels"], "in \(file)")
        let baseline = """
            diff --git a/Sources/Baseline/AppDelegate.swift b/Sources/Baseline/AppDelegate.swift
            --- a/Sources/Baseline/AppDelegate.swift
            +++ b/Sources/Baseline/AppDelegate.swift
            @@ -1 +1 @@
            -old
            +new
            """
        #expect(
            PatchCount(patch: baseline).layers == ["Baseline/(module)"],
            "Sources/Baseline/AppDelegate.swift is in the Baseline's module folder itself — in \(file)")
    }

    @Test("A new file counts every line it adds; a deleted file every line it removes")
    func newAndDeletedFiles() {
        let patch = """
            diff --git a/Sources/CLE/Scenes/Alerts/RetryAlert.swift b/Sources/CLE/Scenes/Alerts/RetryAlert.swift
            new file mode 100644
            --- /dev/null
            +++ b/Sources/CLE/Scenes/Alerts/RetryAlert.swift
            @@ -0,0 +1,3 @@
            +import HeadlessUI
            +
            +func retryAlert() {}
            diff --git a/Sources/CLE/Models/Old.swift b/Sources/CLE/Models/Old.swift
            deleted file mode 100644
            --- a/Sources/CLE/Models/Old.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -struct Old {
            -}
            """
        let count = PatchCount(patch: patch)
        #expect(count.files == ["Sources/CLE/Scenes/Alerts/RetryAlert.swift", "Sources/CLE/Models/Old.swift"])
        #expect(count.linesAdded == 3, "a blank added line is still a + line — in \(file)")
        #expect(count.linesRemoved == 2, "in \(file)")
        #expect(count.layers == ["CLE/Scenes", "CLE/Models"], "in \(file)")
    }
}
