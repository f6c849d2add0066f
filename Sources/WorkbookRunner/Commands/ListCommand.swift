import Foundation
import WorkbookShell

/// `workbook list`: every exercise, its state, and the files to edit.
struct ListCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "list",
        summary: "every exercise, its state, and the files to edit",
        details: [
            "States come from your last check: done, failing, does not compile, crashed, did not finish, not started."
        ])

    init(_ arguments: ParsedArguments) {}

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        let progress = workbook.standing(catalogue)
        let style = workbook.style
        if catalogue.exercises.isEmpty {
            workbook.write("No exercises yet.")
            return 0
        }
        var chapter = 0
        for exercise in catalogue.exercises {
            if exercise.chapter != chapter {
                chapter = exercise.chapter
                let title = BookChapter.all.first { $0.number == chapter }?.title ?? ""
                workbook.write(style.bold("Chapter \(chapter)") + (title.isEmpty ? "" : " — \(title)"))
            }
            let state = progress[exercise.id].state
            let words = state.words.padding(toLength: 17, withPad: " ", startingAt: 0)
            let coloured =
                state == .passed ? style.green(words) : state == .notStarted ? style.dim(words) : style.yellow(words)
            let lines = TextWrap.lines(
                exercise.title, width: workbook.width - 25, prefix: "", indent: "")
            workbook.write("  " + exercise.id.padding(toLength: 6, withPad: " ", startingAt: 0) + coloured + lines[0])
            for more in lines.dropFirst() { workbook.write(String(repeating: " ", count: 25) + more) }
            for file in exercise.files {
                workbook.write("        " + style.dim(workbook.paths.display(file)))
            }
        }
        return 0
    }
}
