import WorkbookShell

/// Checks exercises and tells the learner how they did: what `check` does once and `watch` on every save.
struct ExerciseCheck {
    let workbook: Workbook
    let catalogue: ExerciseCatalogue
    /// Seconds a test may run before it is stopped.
    let timeout: Int

    /// Builds and tests the exercises, saying what a slow step is doing meanwhile.
    /// With `WORKBOOK_STEP_TIMES` set, it then writes how long each step took to standard error.
    func verdicts(of exercises: [Exercise]) -> CheckVerdicts {
        var runner = workbook.runner(catalogue, testTimeout: timeout)
        let times = workbook.environment["WORKBOOK_STEP_TIMES"] == nil ? nil : CheckStepTimes()
        runner.stepTimes = times
        let verdicts = runner.check(exercises, variant: .asFound, say: workbook.writeProgress)
        times?.lines.forEach(workbook.writeError)
        return verdicts
    }

    /// After a first check that built only the exercises asked about, builds every other one, saying so: the
    /// learner reads the verdict meanwhile, and a check of any exercise after this one rebuilds only what changed.
    func buildTheRest(after verdicts: CheckVerdicts) {
        guard verdicts.restToBuild else { return }
        workbook.writeProgress(
            "Building the other exercises once, so that checking any of them rebuilds only what you change "
                + "(Ctrl-C stops this: the next check carries on)…")
        workbook.runner(catalogue, testTimeout: timeout).buildTheRest(variant: .asFound, say: workbook.writeProgress)
    }

    /// Records each verdict in the progress file, writes it, and returns the exit status: 0 when all passed.
    func report(_ verdicts: CheckVerdicts) throws -> Int32 {
        var progress = workbook.progress()
        let report = VerdictReport(style: workbook.style, width: workbook.width)
        let entries = verdicts.entries
        for entry in entries {
            progress[entry.exercise.id].state = entry.verdict.state
            report.lines(entry.verdict, for: entry.exercise, detailed: entries.count == 1 || !entry.verdict.isPassed)
                .forEach(workbook.write)
        }
        try workbook.save(progress)

        let passed = entries.filter(\.verdict.isPassed).count
        workbook.write("")
        if entries.count > 1 {
            workbook.write("\(passed) of \(entries.count) exercises pass.")
        } else if let only = entries.first {
            if case .testsChanged = only.verdict {
                // The verdict has said what to do: put the tests back.
            } else if passed == 0 {
                for file in only.exercise.files { workbook.write("  Edit   " + workbook.paths.display(file)) }
                workbook.write("  Stuck? swift run workbook hint \(only.exercise.id)")
            } else {
                NextStep(paths: workbook.paths, style: workbook.style, width: workbook.width)
                    .lines(catalogue, workbook.standing(catalogue, from: progress), after: only.exercise)
                    .forEach(workbook.write)
            }
        }
        return verdicts.allPassed ? 0 : 1
    }
}
