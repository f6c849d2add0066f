import Foundation
import WorkbookShell

/// The one next step, as the contents, `next` and a passing `check` say it: what to read, what to edit, what to run.
struct NextStep {
    let paths: WorkbookPaths
    let style: TextStyle
    let width: Int

    /// The next step: the exercise ``ExerciseCatalogue/next(after:in:)`` names, after `passed` (the one the
    /// learner just passed) if given.
    func lines(_ catalogue: ExerciseCatalogue, _ progress: ProgressStore, after passed: Exercise? = nil) -> [String] {
        guard let exercise = catalogue.next(after: passed, in: progress) else {
            if catalogue.exercises.isEmpty {
                return [style.bold("Next: ") + "read " + (BookChapter.all.first?.path ?? "the chapters") + "."]
            }
            return [style.bold("Next: ") + "every exercise is done. Well done!"]
                + TextWrap.lines(
                    "Compare what you changed in each architecture: "
                        + (BookChapter.all.last?.path ?? "the last chapter") + ".",
                    width: width, prefix: "  ", indent: "  ")
        }
        var lines = [style.bold("Next: ") + "exercise \(exercise.id) — \(exercise.title)"]
        if let chapter = BookChapter.all.first(where: { $0.number == exercise.chapter }),
            FileManager.default.fileExists(atPath: paths.root.appendingPathComponent(chapter.path).path)
        {
            lines.append("  Read   \(chapter.path)")
        }
        lines += exercise.files.map { "  Edit   \(paths.display($0))" }
        lines.append("  Check  swift run workbook check \(exercise.id)")
        lines.append("         or swift run workbook watch, to check on every save")
        return lines
    }
}
