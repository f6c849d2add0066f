import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `workbook` executable, run as a learner runs it: in a folder, with arguments, its standard output and
/// standard error read line by line. `WORKBOOK_BINARY` names another build to test (an older one, say).
struct WorkbookBinary {
    /// This repository's root, from this file's place in it.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let path: String

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        path =
            environment["WORKBOOK_BINARY"]
            ?? Self.repositoryRoot.appendingPathComponent(".build/debug/workbook").path
    }

    /// Starts the workbook in `directory`; the environment adds to the test's own.
    func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> RunningWorkbook
    {
        try RunningWorkbook(binary: path, arguments: arguments, directory: directory, environment: environment)
    }

    /// Starts the workbook in a fixture, with its temporary files (SwiftPM's lock files among them) in the
    /// fixture's own folder, so that removing the fixture leaves nothing behind.
    func start(_ arguments: [String], in fixture: FixtureWorkbook) throws -> RunningWorkbook {
        try start(arguments, in: fixture.root, environment: ["TMPDIR": fixture.temporaryFolder.path])
    }

    /// Runs the workbook to its end in a fixture, its temporary files kept there too.
    func run(_ arguments: [String], in fixture: FixtureWorkbook) throws -> RunningWorkbook {
        try run(arguments, in: fixture.root, environment: ["TMPDIR": fixture.temporaryFolder.path])
    }

    /// Runs the workbook to its end (at most `limit` seconds).
    func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], limit: Double = 600
    ) throws -> RunningWorkbook {
        let running = try start(arguments, in: directory, environment: environment)
        running.waitForExit(limit: limit)
        return running
    }
}

/// One run of the workbook: what it has printed so far, how it ended, and a way to signal it.
final class RunningWorkbook: @unchecked Sendable {
    private let process = Process()
    private let condition = NSCondition()
    private var output = Data()
    private var errors = Data()
    /// How many of the two pipes have reached their end.
    private var closedPipes = 0

    init(binary: String, arguments: [String], directory: URL, environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.receive(handle, toErrors: false)
        }
        errorPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.receive(handle, toErrors: true)
        }
        process.terminationHandler = { [weak self] _ in self?.changed {} }
        try process.run()
    }

    var pid: pid_t { process.processIdentifier }

    /// Standard output so far, line by line.
    var lines: [String] { text(of: false).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Standard error so far, line by line.
    var errorLines: [String] {
        text(of: true).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The exit status, once it has exited.
    var status: Int32? {
        process.isRunning ? nil : process.terminationStatus
    }

    /// Waits until the output has more than `skipping` lines for which `matches` holds; false when `limit` seconds
    /// pass first, or the process ends without them.
    func waitForLine(skipping: Int = 0, limit: Double = 300, _ matches: @escaping (String) -> Bool) -> Bool {
        waitUntil(limit: limit) { self.lines.filter(matches).count > skipping || !self.process.isRunning }
        return lines.filter(matches).count > skipping
    }

    /// Waits for the process to end and its output to be read to the end; false when it still runs after `limit`.
    @discardableResult
    func waitForExit(limit: Double = 300) -> Bool {
        waitUntil(limit: limit) { !self.process.isRunning }
        // What it wrote just before the end may still be on its way through the pipes.
        waitUntil(limit: 5) { self.pipesClosed }
        return !process.isRunning
    }

    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Ends the process if a test left it running.
    func stop() {
        if process.isRunning { kill(pid, SIGKILL) }
    }

    private var pipesClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closedPipes == 2
    }

    private func receive(_ handle: FileHandle, toErrors: Bool) {
        let data = handle.availableData
        changed {
            if data.isEmpty {
                handle.readabilityHandler = nil
                closedPipes += 1
            } else if toErrors {
                errors.append(data)
            } else {
                output.append(data)
            }
        }
    }

    private func changed(_ change: () -> Void) {
        condition.lock()
        change()
        condition.broadcast()
        condition.unlock()
    }

    private func text(of errorStream: Bool) -> String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: errorStream ? errors : output, as: UTF8.self)
    }

    /// Waits for a change in the process or its output until `done` holds or `limit` seconds pass.
    private func waitUntil(limit: Double, _ done: () -> Bool) {
        let deadline = Date().addingTimeInterval(limit)
        while !done(), Date() < deadline {
            condition.lock()
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.25)))
            condition.unlock()
        }
    }
}
