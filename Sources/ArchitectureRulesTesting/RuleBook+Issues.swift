import ArchitectureRules
import Testing

extension RuleBook {
    /// Record a test issue for each place where `scan` breaks `rule`, at the file and line of the break, so a failing
    /// run points at the app's code rather than at the test. Every chapter's layer-rule test calls this once per rule.
    public func recordViolations(of rule: LayerRule, in scan: DependencyScan) {
        for violation in violations(of: rule, in: scan) {
            Issue.record(
                Comment(rawValue: violation.description),
                sourceLocation: SourceLocation(
                    fileID: violation.fileID, filePath: violation.filePath, line: violation.line,
                    column: violation.column))
        }
    }
}
