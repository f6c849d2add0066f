import Foundation
import Testing

/// The repository's root, found from this file.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Every Swift file under `folder` (relative to the root), with its text.
private func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
    let url = root.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
        (folder + "/" + path, try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8))
    }
}

/// The code of a Swift text, without its comments and string literals: what the scanner reads.
private func code(_ text: String) -> String {
    text.replacing(/\/\/[^\n]*/, with: "").replacing(/"[^"\n]*"/, with: "\"\"")
}

/// The top-level types declared under `folder` (`class`, `struct`, `enum`, `protocol`, `actor`); with
/// `onlyPublic`, only those another module can name.
private func typesDeclared(under folder: String, onlyPublic: Bool = false) throws -> Set<String> {
    let access = onlyPublic ? "(?:public |open )(?:final )?" : "(?:public |open |private |fileprivate )?(?:final )?"
    let declaration = try Regex("\\n\(access)(?:class|struct|enum|protocol|actor) ([A-Z][A-Za-z0-9_]*)")
    var names: Set<String> = []
    for file in try swiftFiles(under: folder) {
        for match in code("\n" + file.text).matches(of: declaration) {
            if let name = match.output[1].substring { names.insert(String(name)) }
        }
    }
    return names
}

/// The identifiers a text uses.
private func identifiers(in text: String) -> Set<String> {
    Set(code(text).matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.0) })
}

@Suite("Layer rules: logic is pure, and the tests need no mocks")
struct LayerRulesTests {
    // snippet: cle-test-layer-rule
    @Test("Each Logic is a caseless enum of static functions naming no HeadlessUI, Backend or subject type")
    func logicIsPure() throws {
        let forbidden = try typesDeclared(under: "Sources/HeadlessUI", onlyPublic: true)
            .union(typesDeclared(under: "Sources/Backend", onlyPublic: true))
            .union(["PublishSubject", "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay"])
        let logicFiles = try swiftFiles(under: "Sources/CLE/Scenes").filter { $0.path.hasSuffix("Logic.swift") }
        #expect(logicFiles.count >= 6)

        for file in logicFiles {
            let text = code(file.text)
            let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            #expect(text.contains("enum \(name) {"), "\(file.path) declares `enum \(name)`")
            let members = text.matches(
                of: /\n    (?:private )?(func|let|var|static|init|subscript|case|class|struct|enum)\b/)
            for member in members {
                #expect(member.1 == "static", "\(file.path): a Logic enum holds only static functions")
            }
            #expect(!text.contains("static let") && !text.contains("static var"), "\(file.path): no stored state")
            let named = identifiers(in: text).intersection(forbidden)
            #expect(named.isEmpty, "\(file.path) names \(named.sorted())")
        }
    }
    // end-snippet

    // snippet: cle-test-no-mocks
    @Test("Chapter07Tests declares no type that conforms to, or subclasses, a type of the CLE app")
    func noMocksOrStubs() throws {
        let appTypes = try typesDeclared(under: "Sources/CLE")
        for file in try swiftFiles(under: "Tests/Chapter07Tests") {
            let declarations = code(file.text).matches(
                of: /(?:class|struct|enum|actor|extension)\s+[A-Za-z0-9_<>]+\s*:\s*([^{]+)\{/)
            for declaration in declarations {
                let adopted = identifiers(in: String(declaration.1)).intersection(appTypes)
                #expect(adopted.isEmpty, "\(file.path) declares a type adopting \(adopted.sorted())")
            }
        }
    }
    // end-snippet
}
