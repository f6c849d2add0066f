import ArchitectureRules
import Testing

/// Every rule of every book, with the book it belongs to.
private let everyRule = RuleBook.all.flatMap { book in (book.rules + book.unclaimed).map { (book.module, $0) } }

@Suite("Every rule catches the code that breaks it")
struct RuleFixtureTests {
    @Test("A file in the rule's scope naming anything the rule forbids breaks it, at that line", arguments: everyRule)
    func namingBreaksTheRule(module: String, rule: LayerRule) throws {
        let book = try #require(RuleBook.named(module))
        let fixture = RuleFixture(book: book, rule: rule)
        guard case .namesNothingFrom = rule.requirement else { return }
        let violations = book.violations(of: rule, in: fixture.breaking)
        #expect(violations.map(\.use?.name) == fixture.forbidden.map(\.name))
        #expect(violations.map(\.line) == Array(2..<(2 + fixture.forbidden.count)))
        #expect(violations.allSatisfy { $0.path == "Sources/\(module)/\(fixture.scopedFile)" && $0.rule == rule })
        #expect(book.violations(of: rule, in: fixture.keeping).isEmpty)
    }

    @Test("The same names from a file outside the rule's scope break nothing", arguments: everyRule)
    func outsideTheScope(module: String, rule: LayerRule) throws {
        let book = try #require(RuleBook.named(module))
        guard case .namesNothingFrom = rule.requirement else { return }
        let fixture = RuleFixture(book: book, rule: rule)
        var files: [String: String] = [:]
        for item in fixture.forbidden { files[item.path] = item.declaration }
        let outside = rule.scope.folders == nil ? (rule.scope.excluded.first ?? "") : "Elsewhere"
        let path = outside.hasSuffix(".swift") ? outside : outside + "/Outside.swift"
        files["Sources/\(module)/\(path)"] =
            "enum Outside {\n"
            + fixture.forbidden.map { "    let uses\($0.name): \($0.name)? = nil" }.joined(separator: "\n") + "\n}\n"
        let scan = DependencyScan(module: module, in: SourceTree(files: files))
        #expect(!scan.uses.isEmpty)
        #expect(book.violations(of: rule, in: scan).isEmpty)
    }

    @Test("A Logic file breaks the static-functions rule with state, an instance function, a case or a struct")
    func logicWithState() throws {
        let rule = try #require(RuleBook.cle.rules.first { $0.requirement == .onlyStaticFunctionsInCaselessEnums })
        let logic = """
            enum ProductsLogic {
                static func state(_ value: Int) -> Int { value }
                static let cache = 1
                func instance() {}
                case loading
            }
            struct Helper {}
            extension ProductsLogic {
                static func more() {}
                var computed: Int { 1 }
            }
            """
        let clean = """
            enum ProductsLogic {
                static func state(_ value: Int) -> Int {
                    let local = value
                    return local
                }
            }
            """
        func violations(_ text: String) -> [String] {
            let tree = SourceTree(files: ["Sources/CLE/Scenes/Products/ProductsLogic.swift": text])
            return RuleBook.cle.violations(of: rule, in: DependencyScan(module: "CLE", in: tree))
                .map { "\($0.line): \($0.finding)" }
        }
        #expect(
            violations(logic) == [
                "3: declares the variable cache in ProductsLogic",
                "4: declares the instance function instance in ProductsLogic",
                "5: gives ProductsLogic the case loading",
                "7: declares struct Helper",
                "10: declares the variable computed in ProductsLogic",
            ])
        #expect(violations(clean).isEmpty)
    }

    @Test("A reducer's file breaks the value-types rule with a class or an actor, at any depth")
    func reducerWithReferenceType() throws {
        let rule = try #require(RuleBook.unidirectional.rules.first { $0.requirement == .onlyValueTypes })
        let feature = """
            struct ProductsFeature {
                struct State {
                    final class Cache {}
                }
                enum Action {}
            }
            actor Loader {}
            """
        let tree = SourceTree(files: [
            "Sources/Unidirectional/Features/Products/ProductsFeature.swift": feature,
            "Sources/Unidirectional/Features/Products/ProductsViewController.swift": "final class ProductsView {}",
        ])
        let violations = RuleBook.unidirectional.violations(
            of: rule, in: DependencyScan(module: "Unidirectional", in: tree)
        )
        .map { "\($0.line): \($0.finding)" }
        #expect(
            violations == ["3: declares class Cache, a reference type", "7: declares actor Loader, a reference type"])
    }
}
