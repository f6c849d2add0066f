import Testing

@testable import UBER

@Suite("Action URLs: every form the views send, and every way one can be wrong")
struct ActionURLTests {
    // snippet: uber-test-url-forms
    @Test(
        "Each form of the write-up's URLs parses into its parts",
        arguments: [
            ("myapp://Products", ActionURL.navigation(view: "Products", params: [:])),
            ("myapp://Product#productId=7", .navigation(view: "Product", params: ["productId": "7"])),
            (
                "myapp://featureABC?cmd=reserve#reservationId=82348@viewId=View1",
                .command(module: "featureABC", command: "reserve", params: ["reservationId": "82348"], viewId: "View1")
            ),
            (
                "myapp://featureXYZ?cmd=getData@viewId=View2",
                .command(module: "featureXYZ", command: "getData", params: [:], viewId: "View2")
            ),
            (
                "myapp://featureProduct?cmd=update#productId=7&name=Desk%20Lamp&price=32.00@viewId=EditProduct-5",
                .command(
                    module: "featureProduct", command: "update",
                    params: ["productId": "7", "name": "Desk Lamp", "price": "32.00"], viewId: "EditProduct-5")
            ),
        ])
    func forms(url: String, expected: ActionURL) {
        #expect(ActionURL.parse(url) == .success(expected))
    }
    // end-snippet

    // snippet: uber-test-url-malformed
    @Test(
        "Each malformed URL is refused with the reason",
        arguments: [
            ("", RouterError.notAnAppURL),
            ("https://featureABC?cmd=reserve@viewId=V", .notAnAppURL),
            ("myapp:/featureABC", .notAnAppURL),
            ("myapp://", .missingDestination),
            ("myapp://feature ABC?cmd=reserve@viewId=V", .invalidName("feature ABC")),
            ("myapp://?cmd=reserve@viewId=V", .invalidName("")),
            ("myapp://featureABC?reserve@viewId=V", .missingCommand),
            ("myapp://featureABC?cmd=@viewId=V", .missingCommand),
            ("myapp://featureABC?cmd=#reservationId=1@viewId=V", .missingCommand),
            ("myapp://featureABC?cmd=reserve#reservationId=82348", .missingViewId),
            ("myapp://featureABC?cmd=reserve#reservationId=82348@viewId=", .invalidViewId("")),
            ("myapp://featureABC?cmd=reserve@viewId=View 1", .invalidViewId("View 1")),
            ("myapp://featureABC?cmd=re-serve@viewId=V", .invalidName("re-serve")),
            ("myapp://featureABC?cmd=reserve#@viewId=V", .malformedParameters("")),
            ("myapp://featureABC?cmd=reserve#reservationId@viewId=V", .malformedParameters("reservationId")),
            ("myapp://featureABC?cmd=reserve#=82348@viewId=V", .malformedParameters("=82348")),
            ("myapp://featureABC?cmd=reserve#a=1&a=2@viewId=V", .malformedParameters("a=1&a=2")),
            ("myapp://featureABC?cmd=reserve#a=1&&b=2@viewId=V", .malformedParameters("a=1&&b=2")),
            ("myapp://featureABC?cmd=reserve#a=1@2@viewId=V", .malformedParameters("a=1@2")),
            ("myapp://featureABC?cmd=reserve#a=%zz@viewId=V", .malformedParameters("a=%zz")),
            ("myapp://View@2", .invalidName("View@2")),
            ("myapp://Product#", .malformedParameters("")),
        ])
    func malformed(url: String, reason: RouterError) {
        #expect(ActionURL.parse(url) == .failure(reason))
    }
    // end-snippet

    @Test("Whatever a person types survives the trip: values are percent-encoded and decoded back")
    func encodedValuesRoundTrip() {
        for typed in ["82348", "", "12@34#5?6&7=8", "Desk Lamp", "caf\u{E9} \u{1F600}", "100%", "a\nb"] {
            let url = "myapp://featureABC?cmd=reserve#reservationId=\(typed.actionURLEncoded)@viewId=V-1"
            let expected = ActionURL.command(
                module: "featureABC", command: "reserve", params: ["reservationId": typed], viewId: "V-1")
            #expect(ActionURL.parse(url) == .success(expected), "typed: \(typed)")
        }
    }
}
