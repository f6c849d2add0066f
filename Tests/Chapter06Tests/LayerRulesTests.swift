import ArchitectureRules
import ArchitectureRulesTesting
import Testing

/// CleanMVVM's folders, read by the workbook's source scanner: the dependency rule, in the code as it is.
@Suite("Layer rules: the dependency rule, checked in the code")
struct LayerRulesTests {
    private static let scan = Result { try DependencyScan.app("CleanMVVM", inRepositoryContaining: #filePath) }

    // snippet: clean-test-dependency-rule
    @Test("CleanMVVM's code keeps each layer rule of its write-up", arguments: RuleBook.cleanMVVM.rules)
    func keeps(_ rule: LayerRule) throws {
        RuleBook.cleanMVVM.recordViolations(of: rule, in: try Self.scan.get())
    }
    // end-snippet
}
