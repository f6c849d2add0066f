import Foundation

/// Where a save's time goes: `workbook check` of the watched exercise after a save that changes a function's body,
/// with `WORKBOOK_STEP_TIMES` set, which makes it write each step's time to standard error. Printed beside the
/// save → verdict figure (not recorded), so that a slower save is traced to its step.
struct SaveSteps {
    let workbook: String
    let clone: URL
    let exercise: String

    /// Each step's line as the check wrote it, with its share of the check's steps; stops the benchmark on failure.
    func lines() -> [String] {
        guard let file = ExerciseList(clone: clone).files[exercise]?.first else { return [] }
        let edited = clone.appendingPathComponent("Exercises").appendingPathComponent(file)
        guard let shipped = try? String(contentsOf: edited, encoding: .utf8) else { return [] }
        defer { _ = Shell.output(["git", "checkout", "--", "Exercises"], in: clone) }
        // The first save adds the function and is checked; the second changes only its body.
        try? WatchSession.Save.body.text(after: 0, shipped: shipped).write(
            to: edited, atomically: false, encoding: .utf8)
        _ = stepLines()
        try? WatchSession.Save.body.text(after: 1, shipped: shipped).write(
            to: edited, atomically: false, encoding: .utf8)
        let steps = stepLines()
        let total = steps.filter { !$0.name.hasPrefix(" ") }.map(\.seconds).reduce(0, +)
        return steps.map { step in
            let share = total > 0 ? 100 * step.seconds / total : 0
            return "  " + step.name.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(format: "%.3f s  %3.0f%%", step.seconds, share)
        }
    }

    /// The steps `workbook check` wrote to standard error: each line's name and seconds.
    private func stepLines() -> [(name: String, seconds: Double)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: workbook)
        process.arguments = ["check", exercise]
        process.currentDirectoryURL = clone
        process.environment = ProcessInfo.processInfo.environment.merging(["WORKBOOK_STEP_TIMES": "1"]) { $1 }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").compactMap { line in
            guard line.hasSuffix(" s"), let space = line.dropLast(2).lastIndex(of: " "),
                let seconds = Double(line[line.index(after: space)..<line.index(line.endIndex, offsetBy: -2)])
            else { return nil }
            return (String(line[..<space]), seconds)
        }
    }
}
