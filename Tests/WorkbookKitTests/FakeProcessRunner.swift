import Foundation
import WorkbookKit

/// Stands in for `swift` and the test binaries: answers builds from a script, and for a test run writes the
/// event stream the script gives for that exercise's test module. Records every command it was given.
final class FakeProcessRunner: ProcessRunning, @unchecked Sendable {
    /// What the next builds answer, in order; once used up, builds succeed.
    var builds: [ProcessResult] = []
    /// Per test module (`Exercise1_2Tests`): the event stream to write, and how the process ends.
    var testRuns: [String: (events: String, result: ProcessResult)] = [:]
    /// The same, for runs of the solved variant; when missing, `testRuns` answers.
    var solvedTestRuns: [String: (events: String, result: ProcessResult)] = [:]
    /// Every other command (git, …) by its first two words: `"git show"`.
    var others: [String: ProcessResult] = [:]
    private(set) var commands: [ProcessCommand] = []
    private let lock = NSLock()

    func run(_ command: ProcessCommand) -> ProcessResult {
        lock.lock()
        defer { lock.unlock() }
        commands.append(command)
        let arguments = command.arguments
        if arguments.starts(with: ["swift", "build"]) {
            return builds.isEmpty ? ProcessResult(termination: .exited(0)) : builds.removeFirst()
        }
        if let filterIndex = arguments.firstIndex(of: "--filter"), filterIndex + 1 < arguments.count,
            let pathIndex = arguments.firstIndex(of: "--event-stream-output-path"), pathIndex + 1 < arguments.count
        {
            let module = arguments[filterIndex + 1].dropFirst().replacingOccurrences(of: "\\.", with: "")
            let solved = arguments.contains { $0.contains("/Solved") || $0.hasSuffix("/solved") }
            guard let run = (solved ? solvedTestRuns[module] : nil) ?? testRuns[module] else {
                return ProcessResult(termination: .exited(69))
            }
            try? run.events.write(toFile: arguments[pathIndex + 1], atomically: true, encoding: .utf8)
            return run.result
        }
        return others[arguments.prefix(2).joined(separator: " ")] ?? ProcessResult(termination: .exited(1))
    }

    /// The builds that were run.
    var buildCommands: [ProcessCommand] {
        lock.lock()
        defer { lock.unlock() }
        return commands.filter { $0.arguments.starts(with: ["swift", "build"]) }
    }
}
