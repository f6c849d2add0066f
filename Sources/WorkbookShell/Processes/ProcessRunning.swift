/// Runs programs. The workbook runs `swift`, test binaries and `git` through this, so tests can replace it.
public protocol ProcessRunning: Sendable {
    /// Runs `command` to its end. While it runs, `whileRunning` is called about once a second, so that a caller can
    /// show that a long step is alive (and read what the program has written so far).
    func run(_ command: ProcessCommand, whileRunning: (ProcessProgress) -> Void) -> ProcessResult
}

extension ProcessRunning {
    /// Runs `command` to its end, quietly.
    public func run(_ command: ProcessCommand) -> ProcessResult {
        run(command, whileRunning: { _ in })
    }
}
