import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs programs for real, each in a process group of its own that ``children`` lists until the program has ended,
/// so that a timeout or Ctrl-C stops the program and everything it started. Output goes through temporary files,
/// so no pipe can fill up.
public struct SystemProcessRunner: ProcessRunning {
    public let children: ChildProcesses

    public init(children: ChildProcesses = ChildProcesses()) {
        self.children = children
    }

    public func run(_ command: ProcessCommand, whileRunning: (ProcessProgress) -> Void) -> ProcessResult {
        guard !command.arguments.isEmpty else {
            return ProcessResult(termination: .exited(127), errors: "nothing to run")
        }
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-process-\(ProcessInfo.processInfo.globallyUniqueString)")
        let outputFile = base.appendingPathExtension("out")
        let errorFile = base.appendingPathExtension("err")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let redirections = (
            output: command.showsOutput ? nil : outputFile.path, errors: command.showsErrors ? nil : errorFile.path
        )
        var failure: Int32 = 0
        let spawned = children.launch {
            do throws(ProcessSpawn.Failure) {
                return try ProcessSpawn(command: command, redirections: redirections).start()
            } catch {
                failure = error.code
                return nil
            }
        }
        guard let pid = spawned else {
            if children.isStopping { parkUntilExit() }
            return ProcessResult(
                termination: .exited(127),
                errors: "cannot run \(command.arguments[0]): \(String(cString: strerror(failure)))")
        }

        let termination = wait(for: pid, timeout: command.timeout) { elapsed in
            whileRunning(ProcessProgress(elapsed: elapsed) { Self.read(outputFile) })
        }
        children.forget(pid)
        // Ctrl-C stopped this program: the interrupt handler ends the workbook; report nothing half-true meanwhile.
        if children.isStopping { parkUntilExit() }
        return ProcessResult(termination: termination, output: Self.read(outputFile), errors: Self.read(errorFile))
    }

    /// Waits for the program, stopping its whole group when `timeout` seconds pass first.
    private func wait(
        for pid: pid_t, timeout: Double?, tick: (Duration) -> Void
    ) -> ProcessResult.Termination {
        let clock = ContinuousClock()
        let start = clock.now
        var nextTick = start.advanced(by: .seconds(1))
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return Self.termination(status) }
            if result == -1, errno != EINTR { return .exited(127) }
            let now = clock.now
            if let timeout, now - start >= .milliseconds(Int(timeout * 1000)) {
                kill(-pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return .timedOut
            }
            if now >= nextTick {
                tick(now - start)
                nextTick = nextTick.advanced(by: .seconds(1))
            }
            usleep(5_000)
        }
    }

    /// Reads a `waitpid` status: a normal exit and its status, or the signal that ended the program.
    private static func termination(_ status: Int32) -> ProcessResult.Termination {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    private static func read(_ file: URL) -> String {
        TextFile.read(file) ?? ""
    }

    /// Leaves the rest to ``InterruptHandling``, which ends the process once every program it stopped has ended.
    private func parkUntilExit() -> Never {
        while true { sleep(1) }
    }
}
