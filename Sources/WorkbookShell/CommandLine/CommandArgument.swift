/// A positional argument of a command: `<id>`, optional or not, or the rest of the command line passed on.
public struct CommandArgument: Sendable {
    /// How many values it takes.
    public enum Kind: Sendable {
        case required
        case optional
        case repeated
        /// Everything left on the command line once the other slots are filled or an option the command does not
        /// declare comes, handed on as it is (as `bench` does); the command's own options are read wherever they
        /// stand, and never passed on.
        case passedOn
    }

    public var name: String
    public var kind: Kind
    public var explanation: String

    public init(_ name: String, _ kind: Kind, _ explanation: String) {
        self.name = name
        self.kind = kind
        self.explanation = explanation
    }

    /// `<id>`, `[<id>]`, `[<id>…]`.
    public var usage: String {
        switch kind {
        case .required: "<\(name)>"
        case .optional: "[<\(name)>]"
        case .repeated, .passedOn: "[<\(name)>…]"
        }
    }
}
