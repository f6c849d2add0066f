import Foundation

/// Every program the workbook has started and not yet waited for, each leading a process group of its own.
///
/// A program runs in its own group so that a build's compilers and a test binary's children can be stopped together,
/// with one `kill` of the group. The price is that the terminal's Ctrl-C no longer reaches them: it reaches the
/// workbook, which then stops every group listed here (see ``InterruptHandling``). Once stopping has begun, no new
/// program starts.
public final class ChildProcesses: @unchecked Sendable {
    private let lock = NSLock()
    /// The process id of each running program, which is also the id of its group.
    private var groups: Set<pid_t> = []
    private var stopping = false

    public init() {}

    /// Runs `start` (which spawns a program in a new group and returns its id) unless stopping has begun, and
    /// remembers the group. Returns nil when the program was not started.
    func launch(_ start: () -> pid_t?) -> pid_t? {
        lock.withLock {
            guard !stopping, let pid = start() else { return nil }
            groups.insert(pid)
            return pid
        }
    }

    func forget(_ pid: pid_t) {
        lock.withLock { _ = groups.remove(pid) }
    }

    /// Whether stopping has begun: nothing new starts, and what runs is being stopped.
    public var isStopping: Bool {
        lock.withLock { stopping }
    }

    /// How many programs are still running (not yet waited for).
    public var count: Int {
        lock.withLock { groups.count }
    }

    /// Sends `signal` to every running group, and lets nothing new start from now on.
    public func stopAll(with signal: Int32) {
        lock.withLock {
            stopping = true
            for group in groups {
                kill(-group, signal)
            }
        }
    }
}
