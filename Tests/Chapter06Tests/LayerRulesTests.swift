import Foundation
import Testing

/// Reads the repository's Swift files as text: a small scanner for the dependency rule, until the workbook's own
/// layer-rule scanner (chapter 8) takes its place.
private enum SourceScan {
    /// The repository's root, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of every Swift file under `folder` (relative to the root), without comments and string literals.
    static func code(under folder: String) throws -> [(path: String, code: String)] {
        let url = root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
            return (folder + "/" + path, text.replacing(/\/\/[^\n]*/, with: "").replacing(/"[^"\n]*"/, with: "\"\""))
        }
    }

    /// The names of the types declared under `folder`, nested ones included; with `onlyPublic`, only those another
    /// module can name.
    static func typesDeclared(under folder: String, onlyPublic: Bool = false) throws -> Set<String> {
        let declaration =
            /(?:^|\s)(public |open |private |fileprivate )?(?:final )?(?:class|struct|enum|protocol|actor|typealias) ([A-Z][A-Za-z0-9_]*)/
        var names: Set<String> = []
        for file in try code(under: folder) {
            for match in file.code.matches(of: declaration) {
                let access = match.output.1.map(String.init) ?? ""
                if !onlyPublic || access == "public " || access == "open " { names.insert(String(match.output.2)) }
            }
        }
        return names
    }

    /// The identifiers a piece of code uses.
    static func identifiers(in code: String) -> Set<String> {
        Set(code.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.0) })
    }
}

@Suite("Layer rules: the dependency rule, checked")
struct LayerRulesTests {
    // snippet: clean-test-dependency-rule
    @Test("Domain names nothing declared in Data, Scenes, Backend or HeadlessUI, and imports neither module")
    func domainDependsOnNothingOuter() throws {
        let outer = try SourceScan.typesDeclared(under: "Sources/CleanMVVM/Data")
            .union(SourceScan.typesDeclared(under: "Sources/CleanMVVM/Scenes"))
            .union(SourceScan.typesDeclared(under: "Sources/Backend", onlyPublic: true))
            .union(SourceScan.typesDeclared(under: "Sources/HeadlessUI", onlyPublic: true))
            .union(["Backend", "HeadlessUI", "DefaultAssembler", "AppDelegate"])
        #expect(outer.contains("ProductGateway") && outer.contains("ProductsViewModel") && outer.contains("Server"))

        let domain = try SourceScan.code(under: "Sources/CleanMVVM/Domain")
        #expect(domain.count >= 15)
        for file in domain {
            let named = SourceScan.identifiers(in: file.code).intersection(outer)
            #expect(named.isEmpty, "\(file.path) names \(named.sorted())")
        }
    }
    // end-snippet

    @Test("Scenes name nothing declared in Data: a screen reaches the server only through the Domain")
    func scenesDoNotNameData() throws {
        let data = try SourceScan.typesDeclared(under: "Sources/CleanMVVM/Data")
        #expect(data.contains("API") && data.contains("ReservationGateway"))

        for file in try SourceScan.code(under: "Sources/CleanMVVM/Scenes") {
            let named = SourceScan.identifiers(in: file.code).intersection(data)
            #expect(named.isEmpty, "\(file.path) names \(named.sorted())")
        }
    }
}
