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
        let counts = BookChapter.all.map { chapter in
            let exercises = catalogue.exercises(inChapter: chapter.number)
            return (done: exercises.filter { progress.isDone($0.id) }.count, total: exercises.count)
        }
        let rows = zip(BookChapter.all, counts).map { chapter, count in
            let written = FileManager.default.fileExists(atPath: workbook.paths.root.path + "/" + chapter.path)
            let done = count.total == 0 ? "" : "\(count.done)/\(count.total)"
            return [String(chapter.number), chapter.title, done, written ? "" : "coming"]
        }
        MarkdownTable(rows: rows, numericColumns: [0, 2]).alignedRows { row, column, cell in
            if column == 2, counts[row].total > 0, counts[row].done == counts[row].total { return style.green(cell) }
            return column == 3 ? style.dim(cell) : cell
        }.forEach { workbook.write("  " + $0) }
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
