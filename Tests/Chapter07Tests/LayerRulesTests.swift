import ArchitectureRules
import ArchitectureRulesTesting
import Foundation
import Testing

/// CLE's code, read by the workbook's source scanner: the functional core stays pure, and the tests need no mocks.
@Suite("Layer rules: logic is pure, and the tests need no mocks")
struct LayerRulesTests {
    private static let scan = Result { try DependencyScan.app("CLE", inRepositoryContaining: #filePath) }

    // snippet: cle-test-layer-rule
    @Test("CLE's code keeps each layer rule of its write-up", arguments: RuleBook.cle.rules)
    func keeps(_ rule: LayerRule) throws {
        RuleBook.cle.recordViolations(of: rule, in: try Self.scan.get())
    }
    // end-snippet

    @Test("The rules read every scene's Logic file")
    func everyLogicIsRead() throws {
        let logic = try Self.scan.get().files.filter { $0.fileName.hasSuffix("Logic.swift") }
        #expect(logic.count >= 6)
        #expect(logic.allSatisfy { file in RuleBook.cle.rules.allSatisfy { $0.scope.contains(file) } })
    }

    // snippet: cle-test-no-mocks
    @Test("Chapter07Tests declares no type that conforms to, or subclasses, a type of the CLE app")
    func noTypeStandsInForAnAppType() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let tree = try SourceTree(root: root, folders: ["Sources/CLE", "Tests/Chapter07Tests"])
        let doubles = TestDouble.doubles(in: "Chapter07Tests", for: "CLE", tree: tree).filter { $0.form == .type }
        #expect(doubles.isEmpty, "\(doubles.map { "\($0.path):\($0.line) \($0.name): \($0.standsInFor)" })")
    }
    // end-snippet
}
