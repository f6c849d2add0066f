import Testing

@testable import Exercise4_2

/// A tiny seeded random number generator (SplitMix64): the same strings on every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Exercise 4.2 — Refuse a bad URL instead of misrouting it")
struct MisroutedURLTests {
    static let file = "Exercise4_2/ActionURLReader.swift"

    @Test("A command with no parameters has none: the write-up's router took `cmd=reserve` for its parameters")
    func commandWithoutParameters() {
        let url = "myapp://featureABC?cmd=reserve@viewId=V"
        #expect(
            ActionURLReader.read(url)
                == .success(.command(module: "featureABC", command: "reserve", params: [:], viewId: "V")),
            "\(url) names no parameters: read(_:) in \(Self.file) should not find any after `?cmd=`")
    }

    @Test(
        "A command without @viewId is refused: the write-up's router sent the answer to a view named `reservationId=82348`"
    )
    func commandWithoutViewId() {
        let url = "myapp://featureABC?cmd=reserve#reservationId=82348"
        #expect(
            ActionURLReader.read(url) == .failure(.missingViewId),
            "\(url) says no view to answer: read(_:) in \(Self.file) should return .failure(.missingViewId)")
    }

    @Test(
        "Each form the views send is read into its parts",
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
        #expect(
            ActionURLReader.read(url) == .success(expected),
            "\(url) is well formed: read(_:) in \(Self.file) should return .success(\(expected))")
    }

    @Test(
        "Each malformed URL is refused with its reason",
        arguments: [
            ("", RouterError.notAnAppURL),
            ("hello", .notAnAppURL),
            ("https://featureABC?cmd=reserve@viewId=V", .notAnAppURL),
            ("xmyapp://Products", .notAnAppURL),
            ("myapp://", .missingDestination),
            ("myapp://feature ABC?cmd=reserve@viewId=V", .invalidName("feature ABC")),
            ("myapp://?cmd=reserve@viewId=V", .invalidName("")),
            ("myapp://featureABC?reserve@viewId=V", .missingCommand),
            ("myapp://featureABC?cmd=@viewId=V", .missingCommand),
            ("myapp://featureABC?cmd=reserve#reservationId=82348", .missingViewId),
            ("myapp://featureABC?cmd=reserve@viewId=", .invalidViewId("")),
            ("myapp://featureABC?cmd=reserve@viewId=View 1", .invalidViewId("View 1")),
            ("myapp://featureABC?cmd=re-serve@viewId=V", .invalidName("re-serve")),
            ("myapp://featureABC?cmd=reserve#@viewId=V", .malformedParameters("")),
            ("myapp://featureABC?cmd=reserve#reservationId@viewId=V", .malformedParameters("reservationId")),
            ("myapp://featureABC?cmd=reserve#a=1&a=2@viewId=V", .malformedParameters("a=1&a=2")),
            ("myapp://featureABC?cmd=reserve#a=1@2@viewId=V", .malformedParameters("a=1@2")),
            ("myapp://featureABC?cmd=reserve#a=%zz@viewId=V", .malformedParameters("a=%zz")),
            ("myapp://View@2", .invalidName("View@2")),
        ])
    func malformed(url: String, reason: RouterError) {
        #expect(
            ActionURLReader.read(url) == .failure(reason),
            "\(url) is malformed: read(_:) in \(Self.file) should return .failure(.\(reason))")
    }

    @Test("10,000 generated strings from a fixed seed: none crashes, and each is refused or read into clean parts")
    func generated() {
        var generator = SplitMix64(state: 0x5EED_0042)
        let pieces = [
            "myapp://", "myapp:/", "featureABC", "featureXYZ", "Products", "?", "cmd=", "reserve", "getData", "#", "&",
            "=", "reservationId=82348", "@viewId=", "@", "V-1", "%", "%zz", " ", "\n", "\u{301}", "\u{1F600}", "é", "",
        ]
        var unclean: [String] = []
        for _ in 0..<10_000 {
            let count = Int.random(in: 1...8, using: &generator)
            let url =
                (Bool.random(using: &generator) ? "myapp://" : "")
                + (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            if case .success(let action) = ActionURLReader.read(url), !Self.isClean(action) {
                unclean.append(url)
            }
        }
        #expect(
            unclean.isEmpty,
            "read(_:) in \(Self.file) accepted \(unclean.count) strings it should refuse, e.g. \(unclean.prefix(3))")
    }

    /// Names of ASCII letters, digits and `_`; a view id may also have `-` and `.`.
    private static func isClean(_ action: ActionURL) -> Bool {
        func isName(_ text: String) -> Bool {
            !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
        switch action {
        case .navigation(let view, let params):
            return isName(view) && params.keys.allSatisfy(isName)
        case .command(let module, let command, let params, let viewId):
            return isName(module) && isName(command) && params.keys.allSatisfy(isName) && !viewId.isEmpty
                && viewId.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }
        }
    }
}
