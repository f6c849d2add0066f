import Foundation

/// What every `workbook` command works with: everything it touches is injected here — the root, the process runner,
/// both outputs, the clock, the terminal's width — so tests drive the commands without a terminal and, mostly,
/// without a compiler. It belongs to no actor: `workbook` runs its commands from its main thread, where `tour` finds
/// the apps' main actor, and tests run commands side by side.
///
/// It holds only what every command may need. A seam one command alone needs (`watch`'s pause, `reset`'s files as
/// shipped) is that command's own property, which a test sets on the command it runs (`Workbook.run(_:)`).
///
/// The runner adds what its commands share (`Workbook+Exercises.swift`, …); the `WorkbookKit` target
/// adds `main` (`Workbook+Main.swift`), which wires the real world, and the dispatch (`Workbook+Dispatch.swift`):
/// reading a command line, finding its command, running it.
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
    /// Whether standard output is a terminal, which a command may clear and draw again (as `watch` does).
    public var isTerminal = false
    public var width = TerminalWidth.standard

    public init(
        paths: WorkbookPaths, processes: any ProcessRunning, style: TextStyle, environment: [String: String],
        write: @escaping (String) -> Void, writeError: ((String) -> Void)? = nil, now: @escaping () -> Date = Date.init
    ) {
        self.paths = paths
        self.processes = processes
        self.style = style
        self.environment = environment
        self.write = write
        self.writeError = writeError ?? write
        self.now = now
    }

    /// Writes prose wrapped to the width: the first line starts with `prefix`, the others with `indent`.
    public func writeWrapped(_ text: String, prefix: String = "", indent: String = "") {
        TextWrap.lines(text, width: width, prefix: prefix, indent: indent).forEach(write)
    }

    /// Writes a line dimmed: what a long command is doing while it does it.
    public func writeProgress(_ line: String) {
        write(style.dim(line))
    }

    /// Writes prose to standard error, wrapped to the terminal's width: why a command could not do what it was asked.
    public func writeErrorWrapped(_ text: String) {
        TextWrap.lines(text, width: width, prefix: "", indent: "").forEach(writeError)
    }
}
