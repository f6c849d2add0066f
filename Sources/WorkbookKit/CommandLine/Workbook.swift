import Foundation

/// The `workbook` command: reads its arguments, runs one command, and returns the exit status
/// (0 on success, 1 when a check or a verification fails, 2 when the command line is not understood).
///
/// Everything it touches is injected — the root, the process runner, the output, the clock — so tests drive it
/// without a terminal and, mostly, without a compiler. It runs on the main actor, as the apps its `tour` drives do.
@MainActor
public struct Workbook {
    public var paths: WorkbookPaths
    public var processes: any ProcessRunning
    public var style: TextStyle
    public var environment: [String: String]
    /// Writes one line of output.
    public var write: (String) -> Void
    /// The time, for naming backups.
    public var now: () -> Date
    public var shipped: any ShippedFiles
    /// What `watch` does between two looks at the files (half a second on a terminal).
    public var pause: () -> Void
    /// Whether `watch` keeps going (until Ctrl-C on a terminal).
    public var keepWatching: () -> Bool
    /// Whether `watch` clears the terminal before each new check (only when writing to a terminal).
    public var clearsScreen = false

    public init(
        paths: WorkbookPaths, processes: any ProcessRunning, style: TextStyle, environment: [String: String],
        write: @escaping (String) -> Void, now: @escaping () -> Date = Date.init, shipped: (any ShippedFiles)? = nil,
        pause: @escaping () -> Void = { usleep(500_000) }, keepWatching: @escaping () -> Bool = { true }
    ) {
        self.paths = paths
        self.processes = processes
        self.style = style
        self.environment = environment
        self.write = write
        self.now = now
        self.shipped = shipped ?? GitShippedFiles(paths: paths, processes: processes)
        self.pause = pause
        self.keepWatching = keepWatching
    }

    /// The real thing: the repository around the current directory, real processes, standard output.
    public static func main(arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let style = TextStyle.forTerminal(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let paths = WorkbookPaths.find(from: here) else {
            print(
                "The workbook is not here: run it from inside the repository (no Exercises/exercises.json above \(here.path))."
            )
            return 1
        }
        var workbook = Workbook(
            paths: paths, processes: SystemProcessRunner(), style: style, environment: environment,
            write: { line in
                print(line)
                fflush(nil)
            }
        )
        workbook.clearsScreen = isatty(STDOUT_FILENO) == 1
        return workbook.run(arguments)
    }

    /// Runs one command line (without the program's name).
    public func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else { return contents() }
        let rest = Array(arguments.dropFirst())
        if command == "--help" || command == "-h" || command == "help" {
            let topic = rest.first.map { $0.hasPrefix("-") ? "help" : $0 }
            return help(command == "help" ? topic : nil)
        }
        if rest.contains("--help") || rest.contains("-h") {
            return help(command)
        }
        do {
            switch command {
            case "check": return try check(rest)
            case "watch": return try watch(rest)
            case "list": return try list(rest)
            case "next": return try next(rest)
            case "hint": return try hint(rest)
            case "solution": return try solution(rest)
            case "reset": return try reset(rest)
            case "verify": return try verify(rest)
            case "snippets": return try snippets(rest)
            case "bench": return bench(rest)
            case "tour": return try tour(rest)
            case "compare": return try measuredCompare(rest)
            case "side-by-side": return try sideBySide(rest)
            default:
                var message = "There is no command `\(command)`."
                if let nearest = NearestMatch.suggestion(for: command, among: CommandHelp.all.map(\.name)) {
                    message += " Did you mean `\(nearest)`?"
                }
                write(style.red(message) + " See `swift run workbook --help`.")
                return 2
            }
        } catch let error as UsageError {
            write(style.red(error.message))
            if let help = CommandHelp.named(command) { write("Usage: swift run " + help.usage) }
            return 2
        } catch let error as WorkbookError {
            write(style.red(error.message))
            return 1
        } catch {
            write(style.red("\(error)"))
            return 1
        }
    }

    private func help(_ name: String?) -> Int32 {
        guard let name else {
            CommandHelp.overview.forEach(write)
            return 0
        }
        guard let command = CommandHelp.named(name) else {
            var message = "There is no command `\(name)`."
            if let nearest = NearestMatch.suggestion(for: name, among: CommandHelp.all.map(\.name)) {
                message += " Did you mean `\(nearest)`?"
            }
            write(style.red(message) + " See `swift run workbook --help`.")
            return 2
        }
        command.text.forEach(write)
        return 0
    }

    // MARK: Shared by the commands

    /// The exercises of `exercises.json`.
    func catalogue() throws -> ExerciseCatalogue {
        try ExerciseCatalogue(contentsOf: paths.manifest)
    }

    func progress() -> ProgressStore {
        ProgressStore(contentsOf: paths.progress)
    }

    /// Saves the progress file, with a note in `.workbook/` saying what the folder holds.
    func save(_ progress: ProgressStore) throws {
        try progress.save(to: paths.progress)
        let note = paths.state.appendingPathComponent("README.txt")
        guard !FileManager.default.fileExists(atPath: note.path) else { return }
        let text = """
            This folder belongs to `swift run workbook`, and git ignores it.
              progress.txt  what you have done: one line per exercise (state, hints seen); safe to edit or delete
              backups/      your files as they were before each `workbook reset`, one folder per reset
              build/        scratch packages where exercises are built and tested; safe to delete

            """
        try? text.write(to: note, atomically: true, encoding: .utf8)
    }

    /// The exercise an id names, or a clear error naming the nearest one.
    func exercise(_ id: String, in catalogue: ExerciseCatalogue) throws -> Exercise {
        guard let exercise = catalogue.exercise(id) else { throw UsageError(catalogue.unknownIDMessage(id)) }
        return exercise
    }

    /// The first exercise, in book order, that has not passed.
    func nextExercise(_ catalogue: ExerciseCatalogue, _ progress: ProgressStore) -> Exercise? {
        catalogue.exercises.first { !progress.isDone($0.id) }
    }

    /// Refuses options a command does not know, naming the nearest one it does.
    func checkOptions(_ arguments: [String], allowed: [String]) throws {
        for argument in arguments where argument.hasPrefix("-") && !allowed.contains(argument) {
            var message = "Unknown option \(argument)."
            if let nearest = NearestMatch.suggestion(for: argument, among: allowed) {
                message += " Did you mean \(nearest)?"
            }
            throw UsageError(message)
        }
    }

    func runner() -> ExerciseRunner {
        let strict = environment["CI"] != nil || environment["WORKBOOK_STRICT"] != nil
        return ExerciseRunner(paths: paths, processes: processes, strict: strict)
    }
}
