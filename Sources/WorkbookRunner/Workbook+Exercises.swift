import Foundation
import WorkbookShell

/// What the learner's commands share: the exercises, the progress file and the runner.
extension Workbook {
    /// The exercises of `exercises.json`.
    public func catalogue() throws -> ExerciseCatalogue {
        try ExerciseCatalogue(contentsOf: paths.manifest)
    }

    public func progress() -> ProgressStore {
        ProgressStore(contentsOf: paths.progress)
    }

    /// Saves the progress file (and the note that says what `.workbook/` holds).
    public func save(_ progress: ProgressStore) throws {
        try progress.save(to: paths.progress)
    }

    /// The exercise an id names, or a usage error naming the nearest one.
    public func exercise(_ id: String, in catalogue: ExerciseCatalogue) throws(UsageError) -> Exercise {
        guard let exercise = catalogue.exercise(id) else { throw UsageError(catalogue.unknownIDMessage(id)) }
        return exercise
    }

    /// The progress as the learner's files stand: an exercise recorded as passed whose test files are not the
    /// shipped ones is not done but ``ExerciseState/testsChanged``. What the contents page, `list`, `next`, `solution`
    /// and the choice of the next exercise read; the progress file itself keeps what the last check said.
    /// - Parameter progress: the progress file as already read, if it is; otherwise it is read here.
    public func standing(_ catalogue: ExerciseCatalogue, from progress: ProgressStore? = nil) -> ProgressStore {
        var progress = progress ?? self.progress()
        guard let record = ShippedRecord(paths: paths) else { return progress }
        let judge = ChangedTests(record: record)
        for exercise in catalogue.exercises where progress.isDone(exercise.id) {
            if !judge.files(of: exercise, paths: paths).isEmpty { progress[exercise.id].state = .testsChanged }
        }
        return progress
    }

    /// The runner, strict on CI (as `Package.swift` is), with the test time-out given.
    public func runner(
        _ catalogue: ExerciseCatalogue, testTimeout: Int = ExerciseRunner.standardTestTimeout
    ) -> ExerciseRunner {
        let strict = environment["CI"] != nil || environment["WORKBOOK_STRICT"] != nil
        return ExerciseRunner(
            paths: paths, processes: processes, catalogue: catalogue.exercises, shipped: ShippedRecord(paths: paths),
            strict: strict, testTimeout: testTimeout)
    }
}
