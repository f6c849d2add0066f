import WorkbookShell

/// Checks exercises and tells the learner how they did: what `check` does once and `watch` on every save.
struct ExerciseCheck {
    let workbook: Workbook
    let catalogue: ExerciseCatalogue
    /// Seconds a test may run before it is stopped.
    let timeout: Int

    /// Builds and tests the exercises, saying what a slow step is doing meanwhile.
    func verdicts(of exercises: [Exercise]) -> [String: Verdict] {
        workbook.runner(catalogue, testTimeout: timeout).check(exercises, variant: .asFound) { line in
            workbook.write(workbook.style.dim(line))
        }
    }

    /// Records each verdict in the progress file, writes it, and returns the exit status: 0 when all passed.
    func report(_ verdicts: [String: Verdict], for exercises: [Exercise]) throws -> Int32 {
        var progress = workbook.progress()
        let report = VerdictReport(style: workbook.style, width: workbook.width)
        for exercise in exercises {
            let verdict = verdicts[exercise.id] ?? .noTests
            progress[exercise.id].state = verdict.state
            report.lines(verdict, for: exercise, detailed: exercises.count == 1 || !verdict.isPassed)
                .forEach(workbook.write)
        }
        try workbook.save(progress)

        let passed = exercises.filter { verdicts[$0.id]?.isPassed ?? false }
        workbook.write("")
        if exercises.count > 1 {
            workbook.write("\(passed.count) of \(exercises.count) exercises pass.")
        } else if let only = exercises.first {
            if case .testsChanged = verdicts[only.id] {
                // The verdict has said what to do: put the tests back.
            } else if passed.isEmpty {
                for file in only.files { workbook.write("  Edit   " + workbook.paths.display(file)) }
                workbook.write("  Stuck? swift run workbook hint \(only.id)")
            } else {
                NextStep(paths: workbook.paths, style: workbook.style, width: workbook.width)
                    .lines(catalogue, workbook.standing(catalogue), after: only).forEach(workbook.write)
            }
        }
        return passed.count == exercises.count ? 0 : 1
    }
}
