import Foundation

/// What every `workbook` command works with: everything it touches is injected here — the root, the process runner,
/// both outputs, the clock, the terminal's width — so tests drive the commands without a terminal and, mostly,
/// without a compiler. It belongs to no actor: `workbook` runs its commands from its main thread, where `tour` finds
/// the apps' main actor, and tests run commands side by side.
///
/// It also carries three seams of the runner's own commands — the files as shipped for `reset`, the pause and the
/// stop for `watch` — so that a test replaces them on the one context every command is given; the shell only holds
/// them and never reads them.
///
/// The runner adds what its commands share (`Workbook+Exercises.swift`, …); the `WorkbookKit` target
/// adds the dispatch (`Workbook+Dispatch.swift`): reading a command line, finding its command, running it.
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
    /// The files as shipped, when a test gives its own; `nil` reads them from git (the runner's `GitShippedFiles`).
    public var shipped: (any ShippedFiles)?
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
        self.shipped = shipped
        self.pause = pause
        self.keepWatching = keepWatching
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
