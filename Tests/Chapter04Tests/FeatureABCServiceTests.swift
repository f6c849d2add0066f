import Testing

@testable import UBER

@Suite("FeatureABCService: reservations, with its network fake")
struct FeatureABCServiceTests {
    // snippet: uber-test-abc-reserve
    @Test("reserve posts the id, then updates the view with the confirmation id the server gave")
    func reserve() {
        let fixture = BusinessFixture()
        fixture.modules.featureABC.reserve(viewId: "Reservations-1", reservationId: "82348")
        #expect(fixture.network.callLines == [#"POST /reservations {"reservationId":"82348"}"#])
        #expect(fixture.ui.overlayDepth == 1)

        fixture.network.succeed(#"{"confirmationId":"8347999"}"#)

        let text = "Reservation done successfully confirmation id: #8347999"
        #expect(
            fixture.ui.contexts == [ViewContext(viewId: "Reservations-1", model: View(error: nil, data: .text(text)))])
        #expect(fixture.ui.overlayDepth == 0)
    }
    // end-snippet

    @Test("cancel deletes the reservation and reports the id that was typed, whatever the server's answer says")
    func cancel() {
        let fixture = BusinessFixture()
        fixture.modules.featureABC.cancel(viewId: "R-1", reservationId: "4242")
        #expect(fixture.network.callLines == ["DELETE /reservations/4242"])
        fixture.network.succeed(#"{"reservationId":"9999"}"#)
        #expect(fixture.ui.lastModel?.data == .text("Reservation cancelled successfully for reservation id: #4242"))
    }

    @Test("An invalid id is refused before anything is sent", arguments: ["", "abc", "123456789", "12 34", "١٢٣"])
    func invalidId(id: String) {
        let fixture = BusinessFixture()
        fixture.modules.featureABC.reserve(viewId: "R-1", reservationId: id)
        fixture.modules.featureABC.cancel(viewId: "R-1", reservationId: id)
        #expect(fixture.network.calls.isEmpty)
        let refusal = ErrorContext(viewId: "R-1", error: .invalidInput("Reservation id must be 1 to 8 digits"))
        #expect(fixture.published == [refusal, refusal])
        #expect(fixture.ui.overlayShownCount == 0)
    }

    @Test(
        "A refusal, an unreadable answer or a confirmation without an id goes to the ExceptionManager, and the view is not updated"
    )
    func failures() {
        let fixture = BusinessFixture()
        fixture.modules.featureABC.reserve(viewId: "R-1", reservationId: "82348")
        fixture.network.fail(.refused(status: 409, message: "Reservation #82348 already exists"))
        fixture.modules.featureABC.reserve(viewId: "R-1", reservationId: "82348")
        fixture.network.succeed("{oops")
        fixture.modules.featureABC.reserve(viewId: "R-1", reservationId: "82348")
        fixture.network.succeed(#"{"confirmationId":""}"#)
        #expect(
            fixture.published == [
                ErrorContext(viewId: "R-1", error: .refused(status: 409, message: "Reservation #82348 already exists")),
                ErrorContext(viewId: "R-1", error: .unreadable),
                ErrorContext(viewId: "R-1", error: .unreadable),
            ])
        #expect(fixture.ui.contexts.isEmpty)
        #expect(fixture.ui.overlayDepth == 0)
    }
}
