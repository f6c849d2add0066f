import HeadlessUI

/// What went off on a clock, and when: `"undo@5.0 seconds"`. It holds the clock weakly, so that a timer's closure
/// recording into it does not keep the clock that keeps the timer.
final class ClockLog {
    private weak var clock: VirtualClock?
    private(set) var entries: [String] = []

    init(_ clock: VirtualClock) {
        self.clock = clock
    }

    func record(_ name: String) {
        entries.append("\(name)@" + (clock.map { "\($0.now.offset)" } ?? "a clock no longer there"))
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
