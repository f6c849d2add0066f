import Foundation
import WorkbookShell

/// Where `main.swift` starts: the workbook wired to the real world, then handed to the dispatch
/// (`Workbook+Dispatch.swift`).
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
        workbook.isTerminal = isTerminal
        workbook.width = TerminalWidth.current(environment: environment)
        return withExtendedLifetime(interrupts) { workbook.run(arguments) }
    }
}
