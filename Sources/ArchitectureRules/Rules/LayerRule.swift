/// One rule a write-up sets for its app's code, as data: which files it speaks about, what it forbids them, and the
/// write-up's claim it stands for, in our words. The scanner checks it against the code (``RuleBook/violations(in:)``).
public struct LayerRule: Sendable, Hashable, CustomStringConvertible {
    /// What the rule asks of the files in its scope.
    public enum Requirement: Sendable, Hashable {
        /// They name nothing declared in these places.
        case namesNothingFrom([NameSource])
        /// Every type they declare at the top level is an enum without cases whose members are all static
        /// functions: logic with nowhere to keep state.
        case onlyStaticFunctionsInCaselessEnums
        /// They declare no class and no actor, at any depth: everything they declare is a value.
        case onlyValueTypes
    }

    /// A short, unique name: `rha-business-logic-knows-no-ui`.
    public let id: String
    /// The rule, as a reader checks it: "View models, workers, models and the box name no controller and no
    /// HeadlessUI type."
    public let statement: String
    /// The write-up's claim the rule stands for, in our words, and where the write-up makes it.
    public let citation: String
    public let scope: FileScope
    public let requirement: Requirement

    public init(id: String, statement: String, citation: String, scope: FileScope, requirement: Requirement) {
        self.id = id
        self.statement = statement
        self.citation = citation
        self.scope = scope
        self.requirement = requirement
    }

    /// `rha-business-logic-knows-no-ui: View models, … name no controller …` (what a test's argument shows).
    public var description: String {
        "\(id): \(statement)"
    }
}
