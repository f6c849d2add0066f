import WorkbookShell

/// `workbook help [<command>]` (and `--help` anywhere): the overview, or one command's help.
struct HelpCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "help",
        summary: "this overview, or one command's help (every command also takes --help)",
        arguments: [CommandArgument("command", .optional, "a command, like check")])

    let topic: String?

    init(_ arguments: ParsedArguments) {
        topic = arguments.first
    }

    func run(in workbook: Workbook) throws -> Int32 {
        guard let topic else {
            CommandRegistry.overview(width: workbook.width).forEach(workbook.write)
            return 0
        }
        guard let command = CommandRegistry.command(named: topic) else {
            throw UsageError.unknownCommand(topic, among: CommandRegistry.names)
        }
        command.description.help(width: workbook.width).forEach(workbook.write)
        return 0
    }
}
