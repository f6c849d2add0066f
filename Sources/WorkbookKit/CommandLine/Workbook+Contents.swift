import AppCatalogue
import Foundation

extension Workbook {
    /// `workbook`: the chapters, each with its exercises done out of total, a progress bar, and the next step.
    func contents() -> Int32 {
        let catalogue: ExerciseCatalogue
        do {
            catalogue = try self.catalogue()
        } catch {
            write(style.red("\(error)"))
            return 1
        }
        let progress = self.progress()
        write(style.bold("Architecture Workbook") + " — one small app, built six ways")
        write("")
        for chapter in BookChapter.all {
            let exercises = catalogue.exercises(inChapter: chapter.number)
            let done = exercises.filter { progress.isDone($0.id) }.count
            let written = FileManager.default.fileExists(atPath: paths.root.appendingPathComponent(chapter.path).path)
            var count = exercises.isEmpty ? "     " : String(format: "%2d/%-2d", done, exercises.count)
            if !exercises.isEmpty, done == exercises.count { count = style.green(count) }
            let title = chapter.title.padding(toLength: 44, withPad: " ", startingAt: 0)
            let mark = written ? "" : style.dim("coming")
            write(String(format: "  %2d  ", chapter.number) + title + count + "  " + mark)
        }
        let total = catalogue.exercises.count
        let done = catalogue.exercises.filter { progress.isDone($0.id) }.count
        write("")
        write("  " + progressBar(done: done, total: total) + "  \(done) of \(total) exercises done")
        write("")
        nextStep(catalogue, progress).forEach(write)
        return 0
    }

    /// `[########------------]`, 40 wide.
    func progressBar(done: Int, total: Int) -> String {
        let width = 40
        let filled = total == 0 ? 0 : done * width / total
        return "[" + style.green(String(repeating: "#", count: filled))
            + String(repeating: "-", count: width - filled) + "]"
    }

    /// The one next step: what to read, what to edit, what to run.
    func nextStep(_ catalogue: ExerciseCatalogue, _ progress: ProgressStore) -> [String] {
        guard let exercise = nextExercise(catalogue, progress) else {
            if catalogue.exercises.isEmpty {
                return [style.bold("Next: ") + "read " + (BookChapter.all.first?.path ?? "the chapters") + "."]
            }
            return [
                style.bold("Next: ") + "every exercise is done. Well done!",
                "  Compare what you changed in each architecture: "
                    + (BookChapter.all.last?.path ?? "the last chapter") + ".",
            ]
        }
        var lines = [style.bold("Next: ") + "exercise \(exercise.id) — \(exercise.title)"]
        if let chapter = BookChapter.all.first(where: { $0.number == exercise.chapter }),
            FileManager.default.fileExists(atPath: paths.root.appendingPathComponent(chapter.path).path)
        {
            lines.append("  Read   \(chapter.path)")
        }
        for file in exercise.files {
            lines.append("  Edit   \(paths.display(file))")
        }
        lines.append(
            "  Check  swift run workbook check \(exercise.id)   (or `swift run workbook watch` to check on every save)")
        return lines
    }

    /// `workbook next`.
    func next(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: [])
        if let extra = arguments.first { throw UsageError("`next` takes no arguments (got \(extra)).") }
        nextStep(try catalogue(), progress()).forEach(write)
        return 0
    }

    /// `workbook list`: every exercise, its state and its files.
    func list(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: [])
        if let extra = arguments.first { throw UsageError("`list` takes no arguments (got \(extra)).") }
        let catalogue = try self.catalogue()
        let progress = self.progress()
        if catalogue.exercises.isEmpty {
            write("No exercises yet.")
            return 0
        }
        var chapter = 0
        for exercise in catalogue.exercises {
            if exercise.chapter != chapter {
                chapter = exercise.chapter
                let title = BookChapter.all.first { $0.number == chapter }?.title ?? ""
                write(style.bold("Chapter \(chapter)") + (title.isEmpty ? "" : " — \(title)"))
            }
            let entry = progress[exercise.id]
            let state = entry.state.words.padding(toLength: 17, withPad: " ", startingAt: 0)
            let coloured =
                entry.state == .passed
                ? style.green(state) : entry.state == .notStarted ? style.dim(state) : style.yellow(state)
            write("  " + exercise.id.padding(toLength: 6, withPad: " ", startingAt: 0) + coloured + exercise.title)
            for file in exercise.files {
                write("        " + style.dim(paths.display(file)))
            }
        }
        return 0
    }
}
