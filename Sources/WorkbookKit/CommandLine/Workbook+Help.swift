import AppCatalogue
import Foundation

extension Workbook {
    /// `workbook hint <id>`: the hints seen so far, and one more.
    func hint(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: [])
        guard arguments.count == 1, let id = arguments.first else {
            throw UsageError("Which exercise? For example: hint 1.1")
        }
        let exercise = try self.exercise(id, in: try catalogue())
        var progress = self.progress()
        guard !exercise.hints.isEmpty else {
            write(
                "Exercise \(exercise.id) has no hints. Its tests say what is expected: "
                    + paths.display(exercise.testsFolder) + "/")
            return 0
        }
        let seen = min(progress[exercise.id].hintsSeen, exercise.hints.count)
        let shown = min(seen + 1, exercise.hints.count)
        write(style.bold("Exercise \(exercise.id) — \(exercise.title)"))
        for (index, hint) in exercise.hints.prefix(shown).enumerated() {
            let label = "Hint \(index + 1) of \(exercise.hints.count): "
            write(index + 1 == shown && seen < shown ? style.bold(label) + hint : style.dim(label + hint))
        }
        if seen == exercise.hints.count {
            write("")
            write("That was the last hint. To see one way to do it: swift run workbook solution \(exercise.id) --force")
        }
        progress[exercise.id].hintsSeen = shown
        try save(progress)
        return 0
    }

    /// `workbook solution <id> [--force]`: the difference from the learner's file to the solution.
    func solution(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: ["--force"])
        let ids = arguments.filter { !$0.hasPrefix("-") }
        guard ids.count == 1, let id = ids.first else { throw UsageError("Which exercise? For example: solution 1.1") }
        let exercise = try self.exercise(id, in: try catalogue())
        guard progress().isDone(exercise.id) || arguments.contains("--force") else {
            write(
                "Exercise \(exercise.id) has not passed yet: check it with `swift run workbook check \(exercise.id)`.")
            write("To see the solution anyway: swift run workbook solution \(exercise.id) --force")
            return 1
        }
        for file in exercise.files {
            let solutionPath = exercise.solution(for: file)
            guard let solved = try? String(contentsOf: paths.exerciseFile(solutionPath), encoding: .utf8) else {
                throw WorkbookError("The solution \(paths.display(solutionPath)) is missing.")
            }
            let yours = (try? String(contentsOf: paths.exerciseFile(file), encoding: .utf8)) ?? ""
            write(style.bold("--- yours     " + paths.display(file)))
            write(style.bold("+++ solution  " + paths.display(solutionPath)))
            let diff = LineDiff(from: yours, to: solved)
            if diff.isEmpty {
                write("Your file is the solution, line for line.")
                continue
            }
            for line in diff.unified() {
                if line.hasPrefix("@@") {
                    write(style.cyan(line))
                } else if line.hasPrefix("-") {
                    write(style.red(line))
                } else if line.hasPrefix("+") {
                    write(style.green(line))
                } else {
                    write(line)
                }
            }
        }
        return 0
    }

    /// `workbook reset <id> | --all`: back up, then restore as shipped.
    func reset(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: ["--all"])
        let catalogue = try self.catalogue()
        let ids = arguments.filter { !$0.hasPrefix("-") }
        let exercises: [Exercise]
        if arguments.contains("--all") {
            if !ids.isEmpty { throw UsageError("Give an id or --all, not both.") }
            exercises = catalogue.exercises
        } else {
            guard ids.count == 1, let id = ids.first else { throw UsageError("Which exercise? For example: reset 1.1") }
            exercises = [try exercise(id, in: catalogue)]
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH-mm-ss'Z'"
        let outcome = try ExerciseReset(paths: paths, shipped: shipped).reset(
            exercises, stamp: formatter.string(from: now()))

        var progress = self.progress()
        for exercise in exercises { progress[exercise.id].state = .notStarted }
        try save(progress)

        if outcome.restored.isEmpty {
            write(
                "Nothing to reset: " + (exercises.count == 1 ? "exercise \(exercises[0].id) is" : "every exercise is")
                    + " as shipped.")
            return 0
        }
        for file in outcome.restored { write("Reset " + paths.display(file)) }
        if let backup = outcome.backup {
            let relative = backup.path.replacingOccurrences(of: paths.root.path + "/", with: "")
            write(style.bold("Your files are kept in \(relative)/"))
        }
        return 0
    }

    /// `workbook tour`: the same script in every app of the catalogue, screens side by side after each step.
    func tour(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: [])
        if let extra = arguments.first { throw UsageError("`tour` takes no arguments (got \(extra)).") }
        Tour().run().split(separator: "\n", omittingEmptySubsequences: false).forEach { write(String($0)) }
        return 0
    }

    /// `workbook compare`: every app's metrics in one table.
    func compare(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: [])
        if let extra = arguments.first { throw UsageError("`compare` takes no arguments (got \(extra)).") }
        let rows = Architecture.allCases.map { ArchitectureMetrics.measure($0, root: paths.root) }
        CompareReport(rows: rows).render().split(separator: "\n", omittingEmptySubsequences: false).forEach {
            write(String($0))
        }
        return 0
    }
}
