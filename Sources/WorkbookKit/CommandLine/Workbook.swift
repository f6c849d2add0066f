import Foundation

/// The `workbook` command: reads its arguments, finds the command in the ``CommandRegistry``, runs it, and returns
/// the exit status (0 on success, 1 when a check or a verification fails, 2 when the command line is not understood).
///
/// It is also what every command works with: everything they touch is injected here — the root, the process runner,
/// both outputs, the clock, the terminal's width — so tests drive it without a terminal and, mostly, without a
/// compiler. It runs on the main actor, as the apps its `tour` drives do.
@MainActor
public struct Workbook {
    public var paths: WorkbookPaths
    public var processes: any ProcessRunning
    public var style: TextStyle
    public var environment: [String: String]
    /// Writes one line to standard output: what the command was asked for.
    public var write: (String) -> Void
    /// Writes one line to standard error: why the command could not do it.
    public var writeError: (String) -> Void
    /// The time, for naming backups.
    public var now: () -> Date
    public var shipped: any ShippedFiles
    /// What `watch` does between two looks at the files (a tenth of a second on a terminal).
    public var pause: () -> Void
    /// Whether `watch` keeps going (until Ctrl-C on a terminal).
    public var keepWatching: () -> Bool
    /// Whether `watch` clears the terminal before each new check (only when writing to a terminal).
    public var clearsScreen = false
    /// How many columns the output may use.
    public var width = TerminalWidth.standard

    public init(
        paths: WorkbookPaths, processes: any ProcessRunning, style: TextStyle, environment: [String: String],
        write: @escaping (String) -> Void, writeError: ((String) -> Void)? = nil, now: @escaping () -> Date = Date.init,
        shipped: (any ShippedFiles)? = nil, pause: @escaping () -> Void = { usleep(100_000) },
        keepWatching: @escaping () -> Bool = { true }
    ) {
        self.paths = paths
        self.processes = processes
        self.style = style
        self.environment = environment
        self.write = write
        self.writeError = writeError ?? write
        self.now = now
        self.shipped = shipped ?? GitShippedFiles(paths: paths, processes: processes)
        self.pause = pause
        self.keepWatching = keepWatching
    }

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
        guard let name = arguments.first else { return execute(ContentsCommand.self, name: nil, []) }
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

    // MARK: What the commands share

    /// The exercises of `exercises.json`.
    public func catalogue() throws -> ExerciseCatalogue {
        try ExerciseCatalogue(contentsOf: paths.manifest)
    }

    public func progress() -> ProgressStore {
        ProgressStore(contentsOf: paths.progress)
    }

    /// Saves the progress file, with a note in `.workbook/` saying what the folder holds.
    public func save(_ progress: ProgressStore) throws {
        try progress.save(to: paths.progress)
        let note = paths.state.appendingPathComponent("README.txt")
        guard !FileManager.default.fileExists(atPath: note.path) else { return }
        let text = """
            This folder belongs to `swift run workbook`, and git ignores it.
              progress.txt  what you have done: one line per exercise (state, hints seen); safe to edit or delete
              backups/      your files as they were before each `workbook reset` or `restore`, one folder each
              build/        the packages where exercises are built and tested; safe to delete

            """
        try? text.write(to: note, atomically: true, encoding: .utf8)
    }

    /// The exercise an id names, or a usage error naming the nearest one.
    public func exercise(_ id: String, in catalogue: ExerciseCatalogue) throws(UsageError) -> Exercise {
        guard let exercise = catalogue.exercise(id) else { throw UsageError(catalogue.unknownIDMessage(id)) }
        return exercise
    }

    /// The first exercise, in book order, that has not passed.
    public func nextExercise(_ catalogue: ExerciseCatalogue, _ progress: ProgressStore) -> Exercise? {
        catalogue.exercises.first { !progress.isDone($0.id) }
    }

    /// The runner, strict on CI (as `Package.swift` is), with the test time-out given.
    public func runner(
        _ catalogue: ExerciseCatalogue, testTimeout: Int = ExerciseRunner.standardTestTimeout
    ) -> ExerciseRunner {
        let strict = environment["CI"] != nil || environment["WORKBOOK_STRICT"] != nil
        return ExerciseRunner(
            paths: paths, processes: processes, catalogue: catalogue.exercises, shipped: ShippedRecord(paths: paths),
            strict: strict, testTimeout: testTimeout)
    }

    /// Writes prose wrapped to the width: the first line starts with `prefix`, the others with `indent`.
    public func writeWrapped(_ text: String, prefix: String = "", indent: String = "") {
        TextWrap.lines(text, width: width, prefix: prefix, indent: indent).forEach(write)
    }

    /// Writes prose to standard error, wrapped to the terminal's width: why a command could not do what it was asked.
    public func writeErrorWrapped(_ text: String) {
        TextWrap.lines(text, width: width, prefix: "", indent: "").forEach(writeError)
    }
}
