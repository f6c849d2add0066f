import Backend
import Foundation
import Testing

@testable import UBER

@Suite("The Router: every command to its service, every bad URL to the ExceptionManager")
struct RouterTests {
    @Test(
        "Each command reaches its service, which makes its request",
        arguments: [
            (
                "myapp://featureABC?cmd=reserve#reservationId=82348@viewId=R-1",
                #"POST /reservations {"reservationId":"82348"}"#
            ),
            ("myapp://featureABC?cmd=cancel#reservationId=82348@viewId=R-1", "DELETE /reservations/82348"),
            ("myapp://featureXYZ?cmd=getData@viewId=P-1", "GET /products?page=1&perPage=10"),
            ("myapp://featureAI?cmd=getPros@viewId=A-1", "GET /ai/pros"),
            ("myapp://featureAI?cmd=getCons@viewId=A-1", "GET /ai/cons"),
            (
                "myapp://featureProduct?cmd=update#productId=7&name=Cam&price=9.5@viewId=E-1",
                #"PUT /products/7 {"name":"Cam","price":9.5}"#
            ),
            ("myapp://featureProduct?cmd=delete#productId=7@viewId=P-1", "DELETE /products/7"),
        ])
    func commandsReachTheirService(url: String, request: String) {
        let fixture = BusinessFixture()
        #expect(fixture.router.action(url: url) == ActionURL.parse(url))
        #expect(fixture.network.callLines == [request])
        #expect(fixture.exceptions.logs.isEmpty)
    }

    @Test("getMore reaches its service too, which asks for the page after the one listed")
    func getMoreReachesItsService() {
        let fixture = BusinessFixture()
        _ = fixture.router.action(url: "myapp://featureXYZ?cmd=getData@viewId=P-1")
        fixture.network.succeed(pageJSON(1))

        let url = "myapp://featureXYZ?cmd=getMore@viewId=P-1"

        #expect(fixture.router.action(url: url) == ActionURL.parse(url))
        #expect(fixture.network.callLines.last == "GET /products?page=2&perPage=10")
        #expect(fixture.exceptions.logs.isEmpty)
    }

    @Test(
        "A URL the router cannot follow is published to the ExceptionManager, with its view when it names one",
        arguments: [
            (
                "myapp://featureABC?cmd=book#reservationId=1@viewId=R-1", "R-1",
                RouterError.unknownCommand(module: "featureABC", command: "book")
            ),
            (
                "myapp://featureQRS?cmd=reserve@viewId=R-1", "R-1",
                .unknownCommand(module: "featureQRS", command: "reserve")
            ),
            ("myapp://featureABC?cmd=reserve@viewId=R-1", "R-1", .missingParameter("reservationId")),
            (
                "myapp://featureProduct?cmd=delete#productId=seven@viewId=P-1", "P-1",
                .malformedParameters("productId=seven")
            ),
            ("myapp://View", nil, .unknownView("View")),
            ("myapp:/featureABC?cmd=reserve", nil, .notAnAppURL),
        ] as [(String, String?, RouterError)])
    func badURLsArePublished(url: String, viewId: String?, reason: RouterError) {
        let fixture = BusinessFixture()
        #expect(fixture.router.action(url: url) == .failure(reason))
        #expect(fixture.published == [ErrorContext(viewId: viewId, error: .badActionURL(url, reason))])
        #expect(fixture.network.calls.isEmpty)
    }

    // snippet: uber-test-fuzz
    @Test("10,000 generated strings from a fixed seed: none crashes, and each is routed or published as an error")
    func generatedStrings() throws {
        let fixture = BusinessFixture()
        var generator = SplitMix64(seed: 0x5EED_0004)
        var routed = 0
        var mishandled: [String] = []
        for _ in 0..<10_000 {
            let url = generatedURL(using: &generator)
            let published = fixture.exceptions.logs.count
            switch fixture.router.action(url: url) {
            case .success:
                routed += 1
                // A service may refuse what it was given: one error at most.
                if fixture.exceptions.logs.count - published > 1 { mishandled.append(url) }
            case .failure(let reason):
                let last = fixture.exceptions.logs.last as? ErrorContext
                if fixture.exceptions.logs.count != published + 1 || last?.error != .badActionURL(url, reason) {
                    mishandled.append(url)
                }
            }
        }
        #expect(
            mishandled.isEmpty,
            "\(mishandled.count) routed without their errors, or refused without publishing why: \(mishandled.prefix(10))"
        )
        #expect(routed > 500, "the generator should reach the services often")
        #expect(10_000 - routed > 500, "the generator should break URLs often")
    }
    // end-snippet

    /// The pieces generated strings are made of.
    private static let pieces = [
        "myapp://", "myapp:/", "http://", "featureABC", "featureXYZ", "Products", "?", "cmd=", "reserve",
        "getData", "#", "&", "=", "reservationId=82348", "productId=7", "@viewId=", "@", "V-1", "%", "%zz",
        "%41", " ", "\n", "\u{301}", "\u{1F600}", "é", "??", "##", "", "0", "-1", "99999999999999999999",
    ]
    /// Valid commands, as module, command and parameters.
    private static let commands = [
        ("featureABC", "reserve", "#reservationId=82348"), ("featureABC", "cancel", "#reservationId=1"),
        ("featureXYZ", "getData", ""), ("featureXYZ", "getMore", ""), ("featureAI", "getPros", ""),
        ("featureProduct", "delete", "#productId=7"), ("featureXYZ", "getProduct", "#productId=7"),
    ]

    /// Half the strings are a valid command with each part, now and then, swapped for a random piece;
    /// the other half are random pieces glued together.
    private func generatedURL(using generator: inout SplitMix64) -> String {
        func random(_ count: Int) -> Int { Int.random(in: 0..<count, using: &generator) }
        if Bool.random(using: &generator) {
            let (module, command, params) = Self.commands[random(Self.commands.count)]
            let parts = ["myapp://", module, "?cmd=", command, params, "@viewId=", "V-\(random(100))"]
            return parts.map { random(12) == 0 ? Self.pieces[random(Self.pieces.count)] : $0 }.joined()
        }
        return (0...random(9)).map { _ in Self.pieces[random(Self.pieces.count)] }.joined()
    }
}
