import HeadlessUI

/// What went off on a clock, and when: `"undo@5.0 seconds"`.
final class ClockLog {
    private(set) var entries: [String] = []

    func record(_ name: String, on clock: VirtualClock) {
        entries.append("\(name)@\(clock.now.offset)")
    }

    /// Yield to other tasks until `condition` holds, a bounded number of times; `false` if it never did. A test waits
    /// for a task with it rather than awaiting the task, which would hang the test if the clock never woke it.
    func yield(until condition: () -> Bool) async -> Bool {
        for _ in 0..<10_000 where !condition() {
            await Task.yield()
        }
        return condition()
    }
}
