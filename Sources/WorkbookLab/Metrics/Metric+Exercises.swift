import WorkbookRecords
import WorkbookRunner

/// Exercise figures, read from `Exercises/exercises.json`.
extension Metric {
    static let exerciseMetrics: [Metric] = [
        Metric(name: "exercises", summary: "Exercises in the book.") { context, _ in
            String(try context.exerciseCatalogue().exercises.count)
        },
        Metric(name: "exercises-in-chapter", parameters: ["CHAPTER"], summary: "Exercises in one chapter.") {
            context, arguments in
            guard let chapter = Int(arguments[0]) else {
                throw MetricError("`\(arguments[0])` is not a chapter number.")
            }
            return String(try context.exerciseCatalogue().exercises(inChapter: chapter).count)
        },
        Metric(name: "test-timeout", summary: "Seconds a check lets a test run before it is stopped, by default.") {
            _, _ in
            String(ExerciseRunner.standardTestTimeout)
        },
    ]
}
