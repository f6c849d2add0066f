import Backend
import Testing

@testable import UBER

@Suite("FeatureXYZService: getData and the paged list, with its network fake")
struct FeatureXYZServiceTests {
    let catalogue = SeedData.products.map(\.product)

    // snippet: uber-test-xyz-pages
    @Test("getData loads page 1; getMore appends 10, then 3, then sends nothing")
    func pages() {
        let fixture = BusinessFixture()
        let xyz = fixture.modules.featureXYZ
        xyz.getData(viewId: "P-1")
        fixture.network.succeed(pageJSON(1))
        #expect(fixture.ui.lastModel?.data == .products(Array(catalogue[0..<10])))

        xyz.getMore(viewId: "P-1")
        fixture.network.succeed(pageJSON(2))
        xyz.getMore(viewId: "P-1")
        fixture.network.succeed(pageJSON(3))
        xyz.getMore(viewId: "P-1")

        #expect(fixture.ui.lastModel?.data == .products(catalogue))
        #expect(
            fixture.network.callLines == [
                "GET /products?page=1&perPage=10", "GET /products?page=2&perPage=10", "GET /products?page=3&perPage=10",
            ])
    }
    // end-snippet

    @Test("The overlay progress shows while the first page is in flight, not while more is loading")
    func overlayForFirstPageOnly() {
        let fixture = BusinessFixture()
        let xyz = fixture.modules.featureXYZ
        xyz.getData(viewId: "P-1")
        #expect(fixture.ui.overlayDepth == 1)
        fixture.network.succeed(pageJSON(1))
        #expect(fixture.ui.overlayDepth == 0)
        xyz.getMore(viewId: "P-1")
        #expect(fixture.ui.overlayDepth == 0)
        #expect(fixture.ui.overlayShownCount == 1)
    }

    @Test("A page in flight is not requested again, and getMore before any page sends nothing")
    func noDuplicates() {
        let fixture = BusinessFixture()
        let xyz = fixture.modules.featureXYZ
        xyz.getMore(viewId: "P-1")
        #expect(fixture.network.calls.isEmpty)
        xyz.getData(viewId: "P-1")
        xyz.getMore(viewId: "P-1")
        fixture.network.succeed(pageJSON(1))
        xyz.getMore(viewId: "P-1")
        xyz.getMore(viewId: "P-1")
        #expect(fixture.network.calls.count == 2)
    }

    @Test("A newer getData supersedes an older one: the late answer is ignored")
    func superseded() {
        let fixture = BusinessFixture()
        let xyz = fixture.modules.featureXYZ
        xyz.getData(viewId: "P-1")
        xyz.getData(viewId: "P-1")
        fixture.network.succeed(pageJSON(1, of: Array(SeedData.products.prefix(2))))
        #expect(fixture.ui.contexts.isEmpty)
        fixture.network.succeed(pageJSON(1))
        #expect(fixture.ui.contexts.count == 1)
        #expect(fixture.ui.overlayDepth == 0)
    }

    @Test("A failed page goes to the ExceptionManager and keeps the list; the next getMore asks again")
    func failedPage() {
        let fixture = BusinessFixture()
        let xyz = fixture.modules.featureXYZ
        xyz.getData(viewId: "P-1")
        fixture.network.succeed(pageJSON(1))
        xyz.getMore(viewId: "P-1")
        fixture.network.fail(.refused(status: 500, message: "Server is down"))
        #expect(
            fixture.published == [ErrorContext(viewId: "P-1", error: .refused(status: 500, message: "Server is down"))])
        #expect(fixture.ui.contexts.count == 1)
        xyz.getMore(viewId: "P-1")
        #expect(fixture.network.calls.last?.url == "/products?page=2&perPage=10")
    }

    @Test("getProduct answers from the loaded list, or publishes an unknown product")
    func getProduct() {
        let fixture = BusinessFixture()
        let xyz = fixture.modules.featureXYZ
        xyz.getData(viewId: "P-1")
        fixture.network.succeed(pageJSON(1))
        xyz.getProduct(viewId: "D-2", productId: 5)
        xyz.getProduct(viewId: "D-3", productId: 99)
        #expect(
            fixture.ui.contexts.last
                == ViewContext(viewId: "D-2", model: View(error: nil, data: .product(catalogue[4]))))
        #expect(fixture.published == [ErrorContext(viewId: "D-3", error: .unknownProduct(99))])
        #expect(fixture.network.calls.count == 1)
    }

    @Test("When the list's view is gone the module forgets the list")
    func forgetsClosedViews() {
        let fixture = BusinessFixture()
        let xyz = fixture.modules.featureXYZ
        fixture.ui.goneViews = ["P-1"]
        xyz.getData(viewId: "P-1")
        fixture.network.succeed(pageJSON(1))
        xyz.getMore(viewId: "P-1")
        #expect(fixture.network.calls.count == 1)
        xyz.getProduct(viewId: "D-2", productId: 1)
        #expect(fixture.published.map(\.error) == [.unknownProduct(1)])
    }
}
