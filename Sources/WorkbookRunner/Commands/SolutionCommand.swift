import Foundation
import WorkbookShell

/// `workbook solution <id> [--force]`: the difference from the learner's file to the solution.
struct SolutionCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "solution",
        summary: "the solution, as a difference from your file (once the exercise passes)",
        arguments: [CommandArgument("id", .required, "an exercise, like 1.2")],
        options: [force],
        details: ["Lines starting with - are yours, lines starting with + are the solution's."])

    static let force = CommandOption("--force", "show it before your exercise passes")

    let id: String
    let force: Bool

    init(_ arguments: ParsedArguments) {
        id = arguments.first ?? ""
        force = arguments.has(Self.force)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        let exercise = try workbook.exercise(id, in: catalogue)
        let style = workbook.style
        let paths = workbook.paths
        guard workbook.standing(catalogue).isDone(exercise.id) || force else {
            workbook.writeErrorWrapped(
                "Exercise \(exercise.id) has not passed yet: check it with `swift run workbook check \(exercise.id)`.")
            workbook.writeErrorWrapped("To see the solution anyway: swift run workbook solution \(exercise.id) --force")
            return 1
        }
        for file in exercise.files {
            let solutionPath = exercise.solution(for: file)
            guard let solved = TextFile.read(paths.exerciseFile(solutionPath)) else {
                throw WorkbookError("The solution \(paths.display(solutionPath)) is missing.")
            }
            let yours = TextFile.read(paths.exerciseFile(file)) ?? ""
            workbook.write(style.bold("--- yours     " + paths.display(file)))
            workbook.write(style.bold("+++ solution  " + paths.display(solutionPath)))
            let diff = LineDiff(from: yours, to: solved)
            if diff.isEmpty {
                workbook.write("Your file is the solution, line for line.")
                continue
            }
            // A hunk's header starts with `@@`, a line of yours with `-`, one of the solution's with `+`.
            for line in diff.unified() {
                switch line.first {
                case "@": workbook.write(style.cyan(line))
                case "-": workbook.write(style.red(line))
                case "+": workbook.write(style.green(line))
                default: workbook.write(line)
                }
            }
        }
        return 0
    }
}
