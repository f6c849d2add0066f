import Foundation

/// Runs programs for real, with Foundation's `Process`; output goes through temporary files, so no pipe can fill up.
public struct SystemProcessRunner: ProcessRunning {
    public init() {}

    public func run(_ command: ProcessCommand) -> ProcessResult {
        guard let program = command.arguments.first else {
            return ProcessResult(termination: .exited(127), errors: "nothing to run")
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-process-\(ProcessInfo.processInfo.globallyUniqueString)")
        let outputFile = scratch.appendingPathExtension("out")
        let errorFile = scratch.appendingPathExtension("err")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        guard let output = try? FileHandle(forWritingTo: outputFile),
            let errors = try? FileHandle(forWritingTo: errorFile)
        else {
            return ProcessResult(termination: .exited(127), errors: "cannot create temporary files")
        }

        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(command.arguments.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command.arguments
        }
        process.currentDirectoryURL = command.directory
        process.environment = ProcessInfo.processInfo.environment.merging(command.environment) { _, added in added }
        process.standardOutput = command.showsOutput ? FileHandle.standardOutput : output
        process.standardError = command.showsOutput ? FileHandle.standardError : errors
        process.standardInput = FileHandle.nullDevice

        do {
            try process.run()
        } catch {
            try? output.close()
            try? errors.close()
            return ProcessResult(
                termination: .exited(127), errors: "cannot run \(program): \(error.localizedDescription)")
        }
        let timedOut = wait(for: process, atMost: command.timeout)
        try? output.close()
        try? errors.close()

        let termination: ProcessResult.Termination
        if timedOut {
            termination = .timedOut
        } else if process.terminationReason == .uncaughtSignal {
            termination = .signalled(process.terminationStatus)
        } else {
            termination = .exited(process.terminationStatus)
        }
        return ProcessResult(
            termination: termination,
            output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        )
    }

    /// Waits for the process to end; returns `true` when it had to be stopped after `timeout` seconds.
    private func wait(for process: Process, atMost timeout: Double?) -> Bool {
        guard let timeout else {
            process.waitUntilExit()
            return false
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
        while process.isRunning {
            if clock.now >= deadline {
                process.terminate()
                process.waitUntilExit()
                return true
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        return false
    }
}
