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
        let states = catalogue.exercises.map { progress[$0.id].state }
        let cells = zip(catalogue.exercises, states).map { [$0.id, $1.words] }
        // The title wraps in what room the id, the state and the gaps leave; its lines after the first stand under it.
        let indent = 2 + MarkdownTable(rows: cells).columnWidths.reduce(0, +) + MarkdownTable.columnGap.count * 2
        let titles = catalogue.exercises.map { TextWrap.lines($0.title, width: workbook.width - indent) }
        let rows = zip(cells, titles).map { $0 + [$1.first ?? ""] }
        let lines = MarkdownTable(rows: rows).alignedRows { row, column, cell in
            let paint = states[row] == .passed ? style.green : states[row] == .notStarted ? style.dim : style.yellow
            return column == 1 ? paint(cell) : cell
        }
        var chapter = 0
        for (index, exercise) in catalogue.exercises.enumerated() {
            if exercise.chapter != chapter {
                chapter = exercise.chapter
                let title = BookChapter.all.first { $0.number == chapter }?.title ?? ""
                workbook.write(style.bold("Chapter \(chapter)") + (title.isEmpty ? "" : " — \(title)"))
            }
            workbook.write("  " + lines[index])
            for more in titles[index].dropFirst() { workbook.write(String(repeating: " ", count: indent) + more) }
            exercise.files.forEach { workbook.write("        " + style.dim(workbook.paths.display($0))) }
        }
        return 0
    }
}
