import ArchitectureRules
import ArchitectureRulesTesting
import Testing

/// TriggerObserver's folders, read by the workbook's source scanner against its write-up's rules.
@Suite("Layer rules: presentation knows triggers, loading knows observers, one root builds bindings")
struct LayerRulesTests {
    private static let scan = Result { try DependencyScan.app("TriggerObserver", inRepositoryContaining: #filePath) }

    // snippet: triggerobserver-test-layer-rules
    @Test("TriggerObserver's code keeps each layer rule of its write-up", arguments: RuleBook.triggerObserver.rules)
    func keeps(_ rule: LayerRule) throws {
        RuleBook.triggerObserver.recordViolations(of: rule, in: try Self.scan.get())
    }
    // end-snippet
}
