import Testing
import UBER

@testable import Exercise4_2

/// A tiny seeded random number generator (SplitMix64): the same actions on every run.
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

@Suite("Exercise 4.2 — Write an action URL that reads back as it was, or refuse it")
struct ReadsBackTests {
    static let file = "Exercise4_2/ActionURLWriter.swift"

    /// The same action, as the app's own type: what its router reads.
    private static func app(_ action: Exercise4_2.ActionURL) -> UBER.ActionURL {
        switch action {
        case .navigation(let view, let params): .navigation(view: view, params: params)
        case .command(let module, let command, let params, let viewId):
            .command(module: module, command: command, params: params, viewId: viewId)
        }
    }

    @Test(
        "Each form is written as the views write it: parameters in name order, `#` only when there are some",
        arguments: [
            (Exercise4_2.ActionURL.navigation(view: "Products", params: [:]), "myapp://Products"),
            (.navigation(view: "Product", params: ["productId": "7"]), "myapp://Product#productId=7"),
            (
                .command(module: "featureXYZ", command: "getData", params: [:], viewId: "Products-3"),
                "myapp://featureXYZ?cmd=getData@viewId=Products-3"
            ),
            (
                .command(
                    module: "featureProduct", command: "update",
                    params: ["productId": "7", "name": "Desk Lamp", "price": "32.00"], viewId: "EditProduct-5"),
                "myapp://featureProduct?cmd=update#name=Desk%20Lamp&price=32.00&productId=7@viewId=EditProduct-5"
            ),
        ])
    func forms(action: Exercise4_2.ActionURL, expected: String) {
        #expect(
            ActionURLWriter.write(action) == .success(expected),
            "write(_:) in \(Self.file) should write \(expected)")
    }

    @Test(
        "What a person typed reads back as typed: the grammar's own characters cannot cut the URL",
        arguments: ["82348", "12@34#5", "a&b=c", "100%", "what?", "two words", "😀", "e\u{301}", ""])
    func readsBack(typed: String) {
        let action = Exercise4_2.ActionURL.command(
            module: "featureABC", command: "reserve", params: ["reservationId": typed], viewId: "Reservations-2")
        guard case .success(let url) = ActionURLWriter.write(action) else {
            Issue.record("write(_:) in \(Self.file) refused a reservation id of \"\(typed)\": any value can be written")
            return
        }
        let read = UBER.ActionURL.parse(url)
        #expect(
            read == .success(Self.app(action)),
            "\"\(typed)\" was written as \(url), which the router reads back as \(read): percent-encode every character of a value but ASCII letters, digits and -._~ in \(Self.file)"
        )
    }

    @Test(
        "A name or view id no URL can carry is refused with its reason",
        arguments: [
            (
                Exercise4_2.ActionURL.command(module: "feature ABC", command: "reserve", params: [:], viewId: "V"),
                Exercise4_2.RouterError.invalidName("feature ABC")
            ),
            (.command(module: "featureABC", command: "", params: [:], viewId: "V"), .invalidName("")),
            (
                .command(module: "featureABC", command: "reserve", params: ["reservation id": "1"], viewId: "V"),
                .invalidName("reservation id")
            ),
            (.navigation(view: "Pro/ducts", params: [:]), .invalidName("Pro/ducts")),
            (.command(module: "featureABC", command: "reserve", params: [:], viewId: ""), .invalidViewId("")),
            (.command(module: "featureABC", command: "reserve", params: [:], viewId: "V 1"), .invalidViewId("V 1")),
        ])
    func refused(action: Exercise4_2.ActionURL, reason: Exercise4_2.RouterError) {
        #expect(
            ActionURLWriter.write(action) == .failure(reason),
            "No URL can carry \(action): write(_:) in \(Self.file) should be refused with .failure(.\(reason))")
    }

    @Test("2,000 generated actions from a fixed seed: each is refused for its reason, or reads back exactly as it was")
    func generated() {
        var generator = SplitMix64(state: 0x5EED_0042)
        let names = ["featureABC", "reserve", "Products", "id", "x_1", "", "a b", "é", "a@b", "cmd=", "V-1"]
        let values = ["82348", "", " ", "@", "#", "&", "=", "?", "%", "%zz", "\n", "😀", "\u{301}", "12@34#5&x=y"]
        var wrong: [String] = []
        for _ in 0..<2_000 {
            func name() -> String { names[Int.random(in: 0..<names.count, using: &generator)] }
            func value() -> String {
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    values[Int.random(in: 0..<values.count, using: &generator)]
                }.joined()
            }
            var params: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...2, using: &generator) { params[name()] = value() }
            let action: Exercise4_2.ActionURL =
                Bool.random(using: &generator)
                ? .navigation(view: name(), params: params)
                : .command(module: name(), command: name(), params: params, viewId: name())
            switch ActionURLWriter.write(action) {
            case .success(let url):
                if UBER.ActionURL.parse(url) != .success(Self.app(action)) { wrong.append(url) }
            case .failure:
                if Self.canBeWritten(action) { wrong.append("\(action) refused") }
            }
        }
        #expect(
            wrong.isEmpty,
            "write(_:) in \(Self.file) wrote \(wrong.count) actions the router does not read back as they were, or refused ones it could write, e.g. \(wrong.prefix(3))"
        )
    }

    /// Whether every name and the view id follow the grammar.
    private static func canBeWritten(_ action: Exercise4_2.ActionURL) -> Bool {
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
