import Foundation
import WorkbookKit
import WorkbookRunner
import WorkbookShell

/// Answers each command with a closure the test writes, and keeps every command it was given.
final class ScriptedProcesses: ProcessRunning, @unchecked Sendable {
    private let answer: @Sendable (ProcessCommand) -> ProcessResult
    private let lock = NSLock()
    private var given: [[String]] = []

    init(_ answer: @escaping @Sendable (ProcessCommand) -> ProcessResult) {
        self.answer = answer
    }

    func run(_ command: ProcessCommand, whileRunning: (ProcessProgress) -> Void) -> ProcessResult {
        lock.lock()
        given.append(command.arguments)
        lock.unlock()
        return answer(command)
    }

    /// The commands run so far, each as its words.
    var commands: [[String]] {
        lock.lock()
        defer { lock.unlock() }
        return given
    }
}
