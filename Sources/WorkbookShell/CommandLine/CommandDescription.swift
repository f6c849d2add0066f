import Foundation

/// What a command says about itself and what it accepts: the one place its help comes from.
public struct CommandDescription: Sendable {
    public var name: String
    /// One line, for the overview: what the command does.
    public var summary: String
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

    /// `workbook check [<id>] [--all] [--timeout <seconds>]`; what a command passes on comes last, after its own
    /// options (`workbook bench [<name>] [--record] [<arguments>…]`).
    public var usage: String {
        (["workbook", name] + terms.map { $0.isOption ? "[\($0.term)]" : $0.term }).joined(separator: " ")
    }

    /// Its arguments and options as the usage and the help list them: the arguments it reads, its options, then
    /// what it passes on.
    private var terms: [(term: String, explanation: String, isOption: Bool)] {
        let slots = arguments.filter { $0.kind != .passedOn }.map { ($0.usage, $0.explanation, false) }
        let passedOn = arguments.filter { $0.kind == .passedOn }.map { ($0.usage, $0.explanation, false) }
        return slots + options.map { ($0.usage, $0.explanation, true) } + passedOn
    }

    /// The command's `--help`: usage, summary, each argument and option, and the details.
    public func help(width: Int) -> [String] {
        var lines = TextWrap.lines(usage, width: width, prefix: "Usage: swift run ", indent: "    ")
        lines += [""] + TextWrap.lines(summary.prefix(1).uppercased() + summary.dropFirst() + ".", width: width)
        let entries = terms.map { term in
            (term.isOption ? term.term : term.term.trimmingCharacters(in: ["[", "]"]), term.explanation)
        }
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
