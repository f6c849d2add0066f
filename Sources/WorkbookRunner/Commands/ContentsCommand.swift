import Foundation
import WorkbookShell

/// `workbook` with no command: the chapters, each with its exercises done out of total, a progress bar, and the
/// next step. Registered like every command; having no name, it answers an empty command line.
struct ContentsCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "",
        summary: "the contents: chapters, exercises done, a progress bar, and your next step")

    init(_ arguments: ParsedArguments) {}

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        let progress = workbook.standing(catalogue)
        let style = workbook.style
        workbook.write(style.bold("Architecture Workbook") + " — one small app, built seven ways")
        workbook.write("")
        for chapter in BookChapter.all {
            let exercises = catalogue.exercises(inChapter: chapter.number)
            let done = exercises.filter { progress.isDone($0.id) }.count
            let path = workbook.paths.root.appendingPathComponent(chapter.path).path
            var count = exercises.isEmpty ? "     " : String(format: "%2d/%-2d", done, exercises.count)
            if !exercises.isEmpty, done == exercises.count { count = style.green(count) }
            let title = chapter.title.padding(toLength: 44, withPad: " ", startingAt: 0)
            let mark = FileManager.default.fileExists(atPath: path) ? "" : style.dim("coming")
            workbook.write(String(format: "  %2d  ", chapter.number) + title + count + "  " + mark)
        }
        let total = catalogue.exercises.count
        let done = catalogue.exercises.filter { progress.isDone($0.id) }.count
        workbook.write("")
        workbook.write(
            "  " + progressBar(done: done, total: total, style: style) + "  \(done) of \(total) exercises done")
        writeChangedTests(catalogue, progress, in: workbook)
        workbook.write("")
        NextStep(paths: workbook.paths, style: style, width: workbook.width).lines(catalogue, progress)
            .forEach(workbook.write)
        return 0
    }

    /// A line for each exercise not counted as done because a test file of it is not the shipped one: which file,
    /// and the command that puts it back.
    private func writeChangedTests(_ catalogue: ExerciseCatalogue, _ progress: ProgressStore, in workbook: Workbook) {
        guard let record = ShippedRecord(paths: workbook.paths) else { return }
        for exercise in catalogue.exercises where progress[exercise.id].state == .testsChanged {
            let changed = ChangedTests(record: record).files(of: exercise, paths: workbook.paths)
            guard !changed.isEmpty else { continue }
            workbook.writeWrapped(
                "\(exercise.id) is not counted as done: its tests are not the shipped ones.", prefix: "  ! ",
                indent: "    ")
            changed.forEach { workbook.write("    Changed: " + workbook.paths.display($0)) }
            workbook.write("    To put them back, keeping yours: " + ChangedTests.resetCommand(exercise))
        }
    }

    /// `[########------------]`, 40 wide.
    private func progressBar(done: Int, total: Int, style: TextStyle) -> String {
        let width = 40
        let filled = total == 0 ? 0 : done * width / total
        return "[" + style.green(String(repeating: "#", count: filled))
            + String(repeating: "-", count: width - filled) + "]"
    }
}
