import Foundation
import WorkbookShell

/// Counts the instructions a program executes, with valgrind's callgrind. Unlike a time, the count is the same on a
/// machine busy with other builds as on an idle one, so it is the figure to compare across changes.
struct InstructionCounter {
    let processes: any ProcessRunning
    let directory: URL

    var isAvailable: Bool {
        processes.run(ProcessCommand(["valgrind", "--version"], in: directory)).succeeded
    }

    /// The instructions `arguments` (a program and its arguments) executes, or `nil` if it could not be counted.
    func instructions(_ arguments: [String]) -> Int? {
        let command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + arguments
        let result = processes.run(ProcessCommand(command, in: directory))
        guard result.succeeded else { return nil }
        return Self.collected(in: result.errors)
    }

    /// The total callgrind reports on standard error: `==123== Collected : 3791003130`.
    static func collected(in report: String) -> Int? {
        for line in report.split(separator: "\n") {
            guard let range = line.range(of: "Collected :") else { continue }
            return Int(line[range.upperBound...].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
