import Foundation

/// How long each step of a check took (`screen`, `modules`, `hashes`, `build`, `tests`), and each command a quick
/// build ran again, gathered while the check runs: what `WORKBOOK_STEP_TIMES` prints after a verdict, and the speed
/// benchmark shows beside a save's time, so that a slower save is traced to its step.
public final class CheckStepTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [(name: String, seconds: Double)] = []

    public init() {}

    /// Notes that `step` took `seconds`.
    func add(_ step: String, seconds: Double) {
        lock.lock()
        defer { lock.unlock() }
        steps.append((step, seconds))
    }

    /// One line per step, in the order they ran: `build 0.412 s`; a quick build's commands indented under it.
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return steps.map { String(format: "%@ %.3f s", $0.name, $0.seconds) }
    }
}
