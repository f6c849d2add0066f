/// Runs programs. The workbook runs `swift`, test binaries and `git` through this, so tests can replace it.
public protocol ProcessRunning: Sendable {
    func run(_ command: ProcessCommand) -> ProcessResult
}
