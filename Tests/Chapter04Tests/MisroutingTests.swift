import Testing

@testable import UBER

@Suite("The write-up's router misroutes a malformed URL; ActionURL refuses it")
struct MisroutingTests {
    @Test("The write-up's router reads its own example as meant")
    func ownExample() {
        let reading = WriteUpRouter.read("myapp://featureABC?cmd=reserve#reservationId=82348@viewId=View1")
        #expect(
            reading
                == WriteUpRouter.Reading(
                    module: "featureABC", command: "reserve", params: "reservationId=82348", viewId: "View1"))
        #expect(reading.reservationId == "82348")
    }

    // snippet: uber-test-misrouting
    @Test("Without #parameters, the write-up's router takes `cmd=reserve` for the id; ActionURL finds no parameters")
    func commandWithoutParameters() {
        let url = "myapp://featureABC?cmd=reserve@viewId=V"
        let reading = WriteUpRouter.read(url)
        #expect(reading.command == "reserve" && reading.viewId == "V")
        #expect(reading.reservationId == "cmd=reserve")

        #expect(
            ActionURL.parse(url)
                == .success(.command(module: "featureABC", command: "reserve", params: [:], viewId: "V")))
        let fixture = BusinessFixture()
        #expect(fixture.router.action(url: url) == .failure(.missingParameter("reservationId")))
        #expect(fixture.network.calls.isEmpty)
    }

    @Test("Without @viewId, the write-up's router answers a view named `reservationId=82348`; ActionURL refuses it")
    func commandWithoutViewId() {
        let url = "myapp://featureABC?cmd=reserve#reservationId=82348"
        let reading = WriteUpRouter.read(url)
        #expect(reading.viewId == "reservationId=82348")
        #expect(reading.reservationId == "82348")

        #expect(ActionURL.parse(url) == .failure(.missingViewId))
    }
    // end-snippet

    @Test(
        "The write-up's router never refuses: any text at all is read as some action", arguments: ["", "hello", "?#@"])
    func neverRefuses(text: String) {
        let reading = WriteUpRouter.read(text)
        #expect(reading.module == text.components(separatedBy: "?").first)
        #expect(ActionURL.parse(text) == .failure(.notAnAppURL))
    }
}
