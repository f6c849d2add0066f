import Foundation
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// Every `workbook` command, in the order the overview lists them: the runner's, the lab's, then `help`. Dispatch,
/// `--help` and the overview read this list, and nothing else: a new command is one new type (see
/// ``WorkbookCommand``) and one line in `RunnerCommands.all` or `LabCommands.all`.
public enum CommandRegistry {
    public static var commands: [any WorkbookCommand.Type] {
        RunnerCommands.all + LabCommands.all + [HelpCommand.self]
    }

    /// The command called `name`; the contents page is the command without a name.
    public static func command(named name: String) -> (any WorkbookCommand.Type)? {
        commands.first { $0.description.name == name }
    }

    /// What an empty command line runs: the contents page, registered first among the runner's commands.
    public static var contents: any WorkbookCommand.Type { RunnerCommands.contents }

    /// The names a learner types.
    public static var names: [String] { commands.map { $0.description.name }.filter { !$0.isEmpty } }

    /// The overview: `swift run workbook --help`.
    public static func overview(width: Int) -> [String] {
        let column = (names.map(\.count).max() ?? 0) + 4
        var lines = [
            "Architecture Workbook: one small app built seven ways, and its exercises.",
            "",
            "Usage: swift run workbook [<command>] [<arguments>]",
            "",
        ]
        for description in commands.map({ $0.description }) {
            let name = description.name.isEmpty ? "(none)" : description.name
            lines += TextWrap.lines(
                description.summary, width: width,
                prefix: "  " + name.padding(toLength: column, withPad: " ", startingAt: 0),
                indent: String(repeating: " ", count: column + 2))
        }
        lines.append("")
        lines += TextWrap.lines(
            "Exercise ids read chapter.number, like 1.2. Every command has --help. Exit status: 0 on success, 1 when "
                + "a check or verification fails, 2 when the command line is not understood (the reason goes to "
                + "standard error). Colour only on a terminal, never with NO_COLOR.",
            width: width)
        return lines
    }
}
