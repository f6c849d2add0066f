import Foundation

/// A `workbook check` run to its end, timed twice: until its first verdict is on screen (a line that starts with ✔
/// or ✘), and until the process ends — a first check goes on after its verdict to build the other exercises.
struct TimedCheck {
    let arguments: [String]
    let clone: URL

    /// Seconds from the start to the first verdict, and to the end; stops the benchmark if there is no verdict.
    func run() -> (verdict: Double, end: Double) {
        let lines = VerdictLines()
        let clock = ContinuousClock()
        let start = clock.now
        let process = lines.start(arguments, in: clone, withErrors: true)
        guard lines.waitForVerdict(after: 0, seconds: 900) != nil else {
            say("workbook-speed: `\(arguments.joined(separator: " "))` gave no verdict:\n\(lines.text)")
            exit(1)
        }
        let verdict = Shell.seconds(clock.now - start)
        process.waitUntilExit()
        let end = Shell.seconds(clock.now - start)
        lines.stopReading()
        return (verdict, end)
    }
}
