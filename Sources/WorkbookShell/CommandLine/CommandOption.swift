/// An option of a command: a flag (`--all`), or a flag with a value (`--timeout <seconds>`).
public struct CommandOption: Sendable {
    public var flag: String
    /// The name of its value, for an option that takes one (`seconds`).
    public var value: String?
    public var explanation: String

    public init(_ flag: String, value: String? = nil, _ explanation: String) {
        self.flag = flag
        self.value = value
        self.explanation = explanation
    }

    /// An option whose value is one of `choices`' cases (`--record <coverage|spec|all>`), read back with
    /// ``ParsedArguments/choice(of:as:)``: the values are declared once, in the type.
    public init<Choice: CaseIterable & RawRepresentable<String>>(
        _ flag: String, choices: Choice.Type, _ explanation: String
    ) {
        self.init(flag, value: choices.allCases.map(\.rawValue).joined(separator: "|"), explanation)
    }

    /// `--all`, `--timeout <seconds>`.
    public var usage: String {
        value.map { "\(flag) <\($0)>" } ?? flag
    }
}
