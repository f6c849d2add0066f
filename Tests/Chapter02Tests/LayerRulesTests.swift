import ArchitectureRules
import ArchitectureRulesTesting
import Testing

/// RHA's folders, read by the workbook's source scanner: `UI → business logic ← data`, in the code as it is.
@Suite("Layer rules: UI → business logic ← data, checked in the code")
struct LayerRulesTests {
    private static let scan = Result { try DependencyScan.app("RHA", inRepositoryContaining: #filePath) }

    // snippet: rha-test-layer-rules
    @Test("RHA's code keeps each layer rule of its write-up", arguments: RuleBook.rha.rules)
    func keeps(_ rule: LayerRule) throws {
        RuleBook.rha.recordViolations(of: rule, in: try Self.scan.get())
    }
    // end-snippet
}
