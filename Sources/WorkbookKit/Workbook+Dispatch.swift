import Foundation
import WorkbookShell

/// The `workbook` command: reads its arguments, finds the command in the ``CommandRegistry``, runs it, and returns
/// the exit status (0 on success, 1 when a check or a verification fails, 2 when the command line is not understood).
extension Workbook {
    /// The real thing: the repository around the current directory, real processes (stopped with the workbook on
    /// Ctrl-C), standard output and standard error.
    public static func main(arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let errorStyle = TextStyle.forTerminal(isTerminal: isatty(STDERR_FILENO) == 1, environment: environment)
        let writeError: (String) -> Void = { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let paths = WorkbookPaths.find(from: here) else {
            writeError(
                errorStyle.red("The workbook is not here:")
                    + " run it from inside the repository (no Exercises/exercises.json above \(here.path)).")
            return 1
        }
        let children = ChildProcesses()
        let interrupts = InterruptHandling(children: children)
        var workbook = Workbook(
            paths: paths, processes: SystemProcessRunner(children: children),
            style: TextStyle.forTerminal(isTerminal: isTerminal, environment: environment), environment: environment,
            write: { line in
                print(line)
                fflush(nil)
            },
            writeError: writeError
        )
        workbook.clearsScreen = isTerminal
        workbook.width = TerminalWidth.current(environment: environment)
        return withExtendedLifetime(interrupts) { workbook.run(arguments) }
    }

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

    private func execute(_ command: any WorkbookCommand.Type, name: String?, _ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, for: command.description)
            return try command.init(parsed).run(in: self)
        } catch let error as UsageError {
            return refuse(error, command: name.flatMap(CommandRegistry.command(named:)))
        } catch let error as WorkbookError {
            writeError(style.red(error.message))
            return 1
        } catch {
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
