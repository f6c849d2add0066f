/// An option of a command: a flag (`--all`), or a flag with a value (`--timeout <seconds>`).
public struct CommandOption: Sendable {
    /// `--all`.
    public var flag: String
    /// The name of its value, for an option that takes one (`seconds`).
    public var value: String?
    public var explanation: String

    public init(_ flag: String, value: String? = nil, _ explanation: String) {
        self.flag = flag
        self.value = value
        self.explanation = explanation
    }

    /// `--all`, `--timeout <seconds>`.
    public var usage: String {
        value.map { "\(flag) <\($0)>" } ?? flag
    }
}
