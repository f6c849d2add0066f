/// One command of `workbook`, whole in one type: its name, summary, arguments, options and help
/// (``description``), how it reads its command line (`init`), and what it does (`run`).
///
/// The workbook's registry lists the types; dispatch, `--help` and the overview all read from them, so they cannot
/// drift apart. To add a command, write one such type and add it to its target's list (`RunnerCommands.all` or
/// `LabCommands.all`).
public protocol WorkbookCommand {
    /// Everything said about the command, and the arguments and options it accepts.
    static var description: CommandDescription { get }

    /// Reads the command line, already checked against ``description`` (no unknown option, no argument too many);
    /// throws a ``UsageError`` for what the description cannot express (an id and `--all` together, say).
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Runs the command and returns its exit status: 0 on success, 1 when a check or a verification fails.
    func run(in workbook: Workbook) throws -> Int32
}
