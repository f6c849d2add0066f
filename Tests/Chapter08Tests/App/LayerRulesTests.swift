import ArchitectureRules
import ArchitectureRulesTesting
import Foundation
import Testing

/// The unidirectional app's code, read by the workbook's source scanner: the family's rules hold, and the tests need
/// no mocks.
@Suite("Layer rules: state is a value, only effects reach the server, views send and read")
struct LayerRulesTests {
    private static let scan = Result { try DependencyScan.app("Unidirectional", inRepositoryContaining: #filePath) }

    // snippet: unidirectional-test-layer-rule
    @Test("The unidirectional app's code keeps each rule of its family", arguments: RuleBook.unidirectional.rules)
    func keeps(_ rule: LayerRule) throws {
        RuleBook.unidirectional.recordViolations(of: rule, in: try Self.scan.get())
    }
    // end-snippet

    @Test("The rules read every feature's reducer and every view")
    func everyFeatureIsRead() async throws {
        let files = try Self.scan.get().files
        let reducers = files.filter { $0.fileName.hasSuffix("Feature.swift") }
        let views = files.filter { $0.fileName.hasSuffix("ViewController.swift") }
        let rules = RuleBook.unidirectional.rules
        #expect(reducers.count == 6)
        #expect(views.count == 6)
        #expect(reducers.allSatisfy { file in rules.filter { $0.scope.contains(file) }.count == 3 })
        #expect(views.allSatisfy { file in rules.filter { $0.scope.contains(file) }.count == 2 })
    }

    @Test("Chapter08Tests declares no type that conforms to, or subclasses, a type of the unidirectional app")
    func noTypeStandsInForAnAppType() async throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let tree = try SourceTree(root: root, folders: ["Sources/Unidirectional", "Tests/Chapter08Tests"])
        let doubles = TestDouble.doubles(in: "Chapter08Tests", for: "Unidirectional", tree: tree)
            .filter { $0.form == .type }
        #expect(doubles.isEmpty, "\(doubles.map { "\($0.path):\($0.line) \($0.name): \($0.standsInFor)" })")
    }
}
