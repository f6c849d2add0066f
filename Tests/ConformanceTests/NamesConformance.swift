import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// A product name as people write them: long, in any script, with characters that mean something to a URL or to
/// JSON. Its test description is short, so a failure does not print 64 KB.
nonisolated struct UnusualName: Sendable, CustomTestStringConvertible {
    let text: String
    let testDescription: String

    static let all = [
        UnusualName(
            text: String(repeating: "Ergonomic keyboard tray, ", count: 2_622) + "the end",
            testDescription: "a name of more than 64 KB"),
        UnusualName(text: "Клавиатура механическая", testDescription: "Cyrillic"),
        UnusualName(text: "ワイヤレスマウス", testDescription: "Japanese"),
        UnusualName(text: "لوحة مفاتيح لاسلكية", testDescription: "Arabic"),
        UnusualName(text: "Cafe\u{301} ☕️ 👩🏽‍💻 stand", testDescription: "combining marks and emoji"),
        UnusualName(
            text: #"A&B=C#D@viewId=Products-1 100% ?x=y "quoted" \ slash/"#,
            testDescription: "URL and JSON punctuation"),
    ]
}

/// DESIGN §2, "Races": names of any length and script are shown intact.
@Suite("Edge rules: names shown intact", .reportsLateUIMisuse)
struct NamesConformance {
    @Test("Names of any length and script are listed and opened intact", arguments: Architecture.allCases)
    func namesListedIntact(_ architecture: Architecture) throws {
        let names = UnusualName.all.map(\.text)
        let products = names.enumerated().map { ProductRecord(id: $0.offset + 1, name: $0.element, price: 9.5) }
        let robot = try launch(architecture, on: Server(products: products))
        try robot.tap("Products")

        #expect(robot.rows == names.map { "\($0) — $9.50" })
        for name in names {
            try robot.selectRow("\(name) — $9.50")
            #expect(robot.title == name)
            try robot.goBack()
        }
    }

    @Test(
        "A name typed in any script and length is saved and listed intact", arguments: Architecture.allCases,
        UnusualName.all)
    func nameSavedIntact(_ architecture: Architecture, unusual: UnusualName) throws {
        let name = unusual.text
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")

        try robot.type(name, into: "Name")
        try robot.tap("Save")

        #expect(robot.alert == nil)
        #expect(server.product(id: 2)?.name == name)
        #expect(robot.rows.dropFirst().first == "\(name) — $24.99")
        try robot.tapRowAction("Edit", onRow: "\(name) — $24.99")
        #expect(robot.text(in: "Name") == name)
    }
}
