import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes Ctrl-C (SIGINT) and SIGTERM stop everything the workbook started, and then the workbook.
///
/// The programs the workbook runs each lead a process group of their own (see ``ChildProcesses``), so the terminal's
/// Ctrl-C reaches only the workbook. This passes the signal on to every group, gives them two seconds to end, kills
/// what is left, waits until each has been reaped, and exits with 128 + the signal's number, as a shell would report.
public final class InterruptHandling {
    private let sources: [any DispatchSourceSignal]

    /// Starts handling SIGINT and SIGTERM for the rest of the process's life.
    public init(children: ChildProcesses, grace: Duration = .seconds(2)) {
        let queue = DispatchQueue(label: "workbook.interrupts")
        sources = [SIGINT, SIGTERM].map { signalNumber in
            // The signal is ignored in the ordinary way so that the dispatch source alone receives it.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler {
                Self.stop(children, signal: signalNumber, grace: grace)
            }
            source.resume()
            return source
        }
    }

    private static func stop(_ children: ChildProcesses, signal: Int32, grace: Duration) -> Never {
        FileHandle.standardError.write(Data("\nStopping…\n".utf8))
        children.stopAll(with: signal)
        if !waitUntilEnded(children, atMost: grace) {
            children.stopAll(with: SIGKILL)
            _ = waitUntilEnded(children, atMost: .seconds(5))
        }
        exit(128 + signal)
    }

    /// Waits for the workbook's own waiting to reap every program; false when some still run after `limit`.
    private static func waitUntilEnded(_ children: ChildProcesses, atMost limit: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while children.count > 0 {
            if clock.now >= deadline { return false }
            usleep(10_000)
        }
        return true
    }
}
