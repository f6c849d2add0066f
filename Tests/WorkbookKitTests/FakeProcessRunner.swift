import Foundation
import WorkbookKit
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// The one stand-in for child processes in the tests. For the exercise runner it stands in for `swift` and the test
/// binaries: answers builds from a script, and for a test run writes the event stream the script gives for that
/// exercise's test module. For the lab's recorders and git, a test gives it a closure that answers every command.
/// Records every command it was given.
final class FakeProcessRunner: ProcessRunning, @unchecked Sendable {
    /// When given, answers every command instead of the scripts below.
    private let answer: (@Sendable (ProcessCommand) -> ProcessResult)?

    /// A runner that answers from the scripts its properties hold.
    init() {
        answer = nil
    }

    /// A runner that answers every command with `answer`, a closure the test writes.
    init(answering answer: @escaping @Sendable (ProcessCommand) -> ProcessResult) {
        self.answer = answer
    }

    /// What the next builds of an exercise package answer, in order; once used up, builds succeed.
    var builds: [ProcessResult] = []
    /// Per test module (`Exercise1_2Tests`): the event stream to write, and how the process ends.
    var testRuns: [String: (events: String, result: ProcessResult)] = [:]
    /// Runs answered before `testRuns`, first in first out: a module's successive runs, when they differ.
    var queuedTestRuns: [String: [(events: String, result: ProcessResult)]] = [:]
    /// The same, for runs of the solved variant; when missing, `testRuns` answers.
    var solvedTestRuns: [String: (events: String, result: ProcessResult)] = [:]
    /// The same, for runs of a shortcut variant; when missing, `testRuns` answers.
    var shortcutTestRuns: [String: (events: String, result: ProcessResult)] = [:]
    /// Every other command (git, …) by its first two words: `"git show"`.
    var others: [String: ProcessResult] = [:]
    /// Called during each exercise package's build, as if the learner did something meanwhile.
    var duringBuild: () -> Void = {}
    /// Called with every other command before it is answered, as if it did its work (a compiler writing a file).
    var whileRunningOther: (ProcessCommand) -> Void = { _ in }
    private(set) var commands: [ProcessCommand] = []
    private let lock = NSLock()

    func run(_ command: ProcessCommand, whileRunning: (ProcessProgress) -> Void) -> ProcessResult {
        lock.lock()
        commands.append(command)
        lock.unlock()
        if let answer { return answer(command) }
        let arguments = command.arguments
        if arguments.starts(with: ["swift", "build"]) {
            if Self.buildsModules(command), let index = arguments.firstIndex(of: "--package-path") {
                return buildModules(in: URL(fileURLWithPath: arguments[index + 1]))
            }
            duringBuild()
            // SwiftPM makes the package's build folder before it compiles anything, whether or not the build succeeds.
            if let index = arguments.firstIndex(of: "--scratch-path"), index + 1 < arguments.count {
                try? FileManager.default.createDirectory(
                    atPath: arguments[index + 1], withIntermediateDirectories: true)
            }
            lock.lock()
            defer { lock.unlock() }
            return builds.isEmpty ? ProcessResult(termination: .exited(0)) : builds.removeFirst()
        }
        if !arguments.contains("--filter") { whileRunningOther(command) }
        lock.lock()
        defer { lock.unlock() }
        if let filterIndex = arguments.firstIndex(of: "--filter"), filterIndex + 1 < arguments.count,
            let pathIndex = arguments.firstIndex(of: "--event-stream-output-path"), pathIndex + 1 < arguments.count
        {
            let module = arguments[filterIndex + 1].dropFirst().replacingOccurrences(of: "\\.", with: "")
            let solved = arguments.contains { $0.contains("/Solved") || $0.contains("/solved/") }
            let shortcut = arguments.contains { $0.contains("/Shortcut") || $0.contains("/shortcut-") }
            let queued = queuedTestRuns[module]?.isEmpty == false ? queuedTestRuns[module]?.removeFirst() : nil
            let variantRun = solved ? solvedTestRuns[module] : shortcut ? shortcutTestRuns[module] : nil
            guard let run = queued ?? variantRun ?? testRuns[module] else {
                return ProcessResult(termination: .exited(69))
            }
            try? run.events.write(toFile: arguments[pathIndex + 1], atomically: true, encoding: .utf8)
            return run.result
        }
        return others[arguments.prefix(2).joined(separator: " ")] ?? ProcessResult(termination: .exited(1))
    }

    /// Whether `command` builds the workbook's modules (the `WorkbookModules` product of the workbook's package).
    static func buildsModules(_ command: ProcessCommand) -> Bool {
        guard let index = command.arguments.firstIndex(of: "--product"), index + 1 < command.arguments.count else {
            return false
        }
        return command.arguments[index + 1] == WorkbookModules.productName
    }

    /// The workbook's modules "build" at once: the library file is all the runner looks for.
    private func buildModules(in folder: URL) -> ProcessResult {
        let debug = folder.appendingPathComponent(".build/debug")
        try? FileManager.default.createDirectory(
            at: debug.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: debug.appendingPathComponent("libWorkbookModules.so").path, contents: nil)
        return ProcessResult(termination: .exited(0))
    }

    /// The commands given so far, each as its words.
    var commandLines: [[String]] {
        lock.lock()
        defer { lock.unlock() }
        return commands.map(\.arguments)
    }

    /// The builds of exercise packages that were run (not those of the workbook's modules).
    var buildCommands: [ProcessCommand] {
        lock.lock()
        defer { lock.unlock() }
        return commands.filter {
            $0.arguments.starts(with: ["swift", "build"]) && !Self.buildsModules($0)
        }
    }

    /// The test runs of one exercise's suite each (a `--filter` names its tests).
    var testRunCommands: [ProcessCommand] {
        lock.lock()
        defer { lock.unlock() }
        return commands.filter { $0.arguments.contains("--filter") }
    }

    /// The builds of the workbook's modules that were run.
    var moduleBuildCommands: [ProcessCommand] {
        lock.lock()
        defer { lock.unlock() }
        return commands.filter {
            $0.arguments.starts(with: ["swift", "build"]) && Self.buildsModules($0)
        }
    }
}
