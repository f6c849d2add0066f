import Foundation
import WorkbookShell

/// The dispatch: reads a command line, finds the command in the ``CommandRegistry``, runs it, and returns the exit
/// status (0 on success, 1 when a check or a verification fails, 2 when the command line is not understood).
extension Workbook {
    /// Runs one command line (without the program's name).
    public func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            return execute(CommandRegistry.contents, name: nil, [])
        }
        let rest = Array(arguments.dropFirst())
        if name == "--help" || name == "-h" {
            return execute(HelpCommand.self, name: "help", [])
        }
        guard let command = CommandRegistry.command(named: name) else {
            return refuse(.unknownCommand(name, among: CommandRegistry.names), command: nil)
        }
        // A command that passes its arguments on (bench) takes --help only first: later, it is the benchmark's.
        let passesOn = command.description.arguments.contains { $0.kind == .passedOn }
        let helpFlags = ["--help", "-h"]
        if passesOn ? helpFlags.contains(rest.first ?? "") : rest.contains(where: helpFlags.contains) {
            return execute(HelpCommand.self, name: "help", [name])
        }
        return execute(command, name: name, rest)
    }

    /// Runs a command already read from its command line, as dispatch runs it. A test gives a command a seam of its
    /// own this way (`watch`'s pause, `reset`'s files as shipped).
    public func run(_ command: some WorkbookCommand) -> Int32 {
        perform(type(of: command)) { try command.run(in: self) }
    }

    private func execute(_ command: any WorkbookCommand.Type, name: String?, _ arguments: [String]) -> Int32 {
        perform(name.flatMap(CommandRegistry.command(named:))) {
            try command.init(ParsedArguments(arguments, for: command.description)).run(in: self)
        }
    }

    /// Runs `work`, and says what went wrong if it throws: a command line not understood (status 2, with the usage
    /// of `command`), or a command that could not do its work (status 1).
    private func perform(_ command: (any WorkbookCommand.Type)?, _ work: () throws -> Int32) -> Int32 {
        do {
            return try work()
        } catch let error as UsageError {
            return refuse(error, command: command)
        } catch {
            // A ``WorkbookError`` reads as its message.
            writeError(style.red("\(error)"))
            return 1
        }
    }

    /// A command line not understood: why, the usage, and where to read more — on standard error, status 2.
    private func refuse(_ error: UsageError, command: (any WorkbookCommand.Type)?) -> Int32 {
        writeError(style.red(error.message))
        if let description = command?.description {
            writeError("Usage: swift run " + description.usage)
            writeError("See `swift run workbook \(description.name) --help`.")
        } else {
            writeError("See `swift run workbook --help`.")
        }
        return 2
    }
}
