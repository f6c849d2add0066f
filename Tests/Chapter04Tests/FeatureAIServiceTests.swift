import Testing

@testable import UBER

@Suite("FeatureAIService: pros and cons, with its network fake")
struct FeatureAIServiceTests {
    @Test("getPros sends the server's list in order")
    func pros() {
        let fixture = BusinessFixture()
        fixture.modules.featureAI.getPros(viewId: "Pros-1")
        #expect(fixture.network.callLines == ["GET /ai/pros"])
        fixture.network.succeed(#"{"advantages":["Error reduction","No breaks"]}"#)
        #expect(fixture.ui.lastModel == View(error: nil, data: .items(["Error reduction", "No breaks"])))
    }

    @Test("An empty list comes with the notice the view shows", arguments: [true, false])
    func emptyNotice(pros: Bool) {
        let fixture = BusinessFixture()
        if pros {
            fixture.modules.featureAI.getPros(viewId: "A-1")
            fixture.network.succeed(#"{"advantages":[]}"#)
        } else {
            fixture.modules.featureAI.getCons(viewId: "A-1")
            fixture.network.succeed(#"{"disadvantages":[]}"#)
        }
        #expect(fixture.ui.lastModel == View(error: pros ? "No pros found" : "No cons found", data: .items([])))
    }

    @Test("The wrong shape of answer is unreadable, and goes to the ExceptionManager")
    func wrongShape() {
        let fixture = BusinessFixture()
        fixture.modules.featureAI.getCons(viewId: "A-1")
        fixture.network.succeed(#"{"advantages":["not the cons"]}"#)
        #expect(fixture.published == [ErrorContext(viewId: "A-1", error: .unreadable)])
        #expect(fixture.ui.contexts.isEmpty)
        #expect(fixture.ui.overlayDepth == 0)
    }
}
