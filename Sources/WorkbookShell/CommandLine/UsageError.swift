import Foundation

/// A command line the workbook does not understand: it says why on standard error, with the usage, and exits
/// with status 2. The messages every command shares are written here, once.
public struct UsageError: Error, Sendable, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// "There is no command `hnt`. Did you mean `hint`?"
    public static func unknownCommand(_ name: String, among names: [String]) -> UsageError {
        UsageError("There is no command `\(name)`." + didYouMean(name, among: names, quoted: true))
    }

    /// "Unknown option --forse. Did you mean --force?"
    public static func unknownOption(_ option: String, among options: [String]) -> UsageError {
        UsageError("Unknown option \(option)." + didYouMean(option, among: options, quoted: false))
    }

    /// "--timeout needs a value: --timeout <seconds>."
    public static func missingValue(_ option: String, _ value: String) -> UsageError {
        UsageError("\(option) needs a value: \(option) <\(value)>.")
    }

    /// "--timeout takes a whole number of seconds (got soon)."
    public static func badValue(_ option: String, _ given: String, expected: String) -> UsageError {
        UsageError("\(option) takes \(expected) (got \(given)).")
    }

    /// "`hint` needs <id>: an exercise, like 1.2."
    public static func missingArgument(_ argument: CommandArgument, command: String) -> UsageError {
        UsageError("`\(command)` needs \(argument.usage): \(argument.explanation).")
    }

    /// "`tour` takes no arguments (got fast)." or "`check` takes at most one <id> (got 2.1, 2.2)."
    public static func tooManyArguments(_ description: CommandDescription, got: [String]) -> UsageError {
        let slots = description.arguments.filter { $0.kind != .passedOn }
        let allowed =
            slots.isEmpty
            ? "no arguments"
            : "at most " + slots.map { "one \($0.usage.trimmingCharacters(in: ["[", "]"]))" }.joined(separator: " and ")
        return UsageError("`\(description.name)` takes \(allowed) (got \(got.joined(separator: ", "))).")
    }

    /// "Give <id> or --all, not both."
    public static func eitherOr(_ first: String, _ second: String) -> UsageError {
        UsageError("Give \(first) or \(second), not both.")
    }

    /// "There is no feature `reserv`. Did you mean `reserve`? The features: pros-cons, reserve, …." — how every
    /// command refuses a name it does not know (an exercise, a feature, a benchmark, a change request), before it
    /// starts any work. `names` are the ones it knows, as listed; `nearest` those a suggestion may name (the same,
    /// unless a name also answers to a shorter form).
    public static func unknown(
        _ kind: String, _ name: String, among names: [String], nearest: [String]? = nil, quoted: Bool = true
    ) -> UsageError {
        let shown = quoted ? "`\(name)`" : name
        var message = "There is no \(kind) \(shown)." + didYouMean(name, among: nearest ?? names, quoted: quoted)
        if !names.isEmpty { message += " The \(kind)s: " + names.joined(separator: ", ") + "." }
        return UsageError(message)
    }

    /// " Did you mean `hint`?" — or nothing, when no name is close: the one way every message of the workbook
    /// suggests a name (a command, an option, an exercise, a feature, a snippet, a metric).
    public static func didYouMean(_ input: String, among names: [String], quoted: Bool = true) -> String {
        guard let nearest = NearestMatch.suggestion(for: input, among: names) else { return "" }
        return " Did you mean " + (quoted ? "`\(nearest)`" : nearest) + "?"
    }
}
