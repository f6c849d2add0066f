import ArchitectureRules
import ArchitectureRulesTesting
import Testing

/// UBER's folders, read by the workbook's source scanner against its write-up's rules.
@Suite("Layer rules: one manager per layer, and the calls the style allows")
struct LayerRulesTests {
    private static let scan = Result { try DependencyScan.app("UBER", inRepositoryContaining: #filePath) }

    // snippet: uber-test-layer-rules
    @Test("UBER's code keeps each layer rule of its write-up", arguments: RuleBook.uber.rules)
    func keeps(_ rule: LayerRule) throws {
        RuleBook.uber.recordViolations(of: rule, in: try Self.scan.get())
    }
    // end-snippet
}
