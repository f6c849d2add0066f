import Foundation

/// What a command says about itself and what it accepts: the one place its help comes from.
public struct CommandDescription: Sendable {
    public var name: String
    /// One line, for the overview: what the command does.
    public var summary: String
    /// Its positional arguments, in order.
    public var arguments: [CommandArgument]
    public var options: [CommandOption]
    /// A few lines more for its `--help`.
    public var details: [String]

    public init(
        name: String, summary: String, arguments: [CommandArgument] = [], options: [CommandOption] = [],
        details: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.details = details
    }

    /// `workbook check [<id>] [--all] [--timeout <seconds>]`.
    public var usage: String {
        (["workbook", name] + arguments.map(\.usage) + options.map { "[\($0.usage)]" }).joined(separator: " ")
    }

    /// The command's `--help`: usage, summary, each argument and option, and the details.
    public func help(width: Int) -> [String] {
        var lines = TextWrap.lines(usage, width: width, prefix: "Usage: swift run ", indent: "    ")
        lines += [""] + TextWrap.lines(summary.prefix(1).uppercased() + summary.dropFirst() + ".", width: width)
        let entries =
            arguments.map { ($0.usage.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), $0.explanation) }
            + options.map { ($0.usage, $0.explanation) }
        if !entries.isEmpty {
            let column = min(24, (entries.map(\.0.count).max() ?? 0) + 4)
            lines.append("")
            for (term, explanation) in entries {
                let label = "  " + term.padding(toLength: max(term.count + 2, column - 2), withPad: " ", startingAt: 0)
                lines += TextWrap.lines(
                    explanation, width: width, prefix: label, indent: String(repeating: " ", count: column))
            }
        }
        if !details.isEmpty {
            lines.append("")
            lines += details.flatMap { TextWrap.lines($0, width: width) }
        }
        return lines
    }
}
