import WorkbookShell

/// `workbook hint <id>`: the hints seen so far, and one more.
struct HintCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "hint",
        summary: "one more hint for an exercise, from gentle to specific",
        arguments: [CommandArgument("id", .required, "an exercise, like 1.2")],
        details: ["Each call shows the hints you have seen and one more; the count is kept in .workbook/progress.txt."])

    let id: String

    init(_ arguments: ParsedArguments) {
        id = arguments.first ?? ""
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let exercise = try workbook.exercise(id, in: try workbook.catalogue())
        let style = workbook.style
        var progress = workbook.progress()
        guard !exercise.hints.isEmpty else {
            workbook.writeWrapped(
                "Exercise \(exercise.id) has no hints. Its tests say what is expected: "
                    + workbook.paths.display(exercise.testsFolder) + "/")
            return 0
        }
        let seen = min(progress[exercise.id].hintsSeen, exercise.hints.count)
        let shown = min(seen + 1, exercise.hints.count)
        workbook.write(style.bold("Exercise \(exercise.id) — \(exercise.title)"))
        for (index, hint) in exercise.hints.prefix(shown).enumerated() {
            let label = "Hint \(index + 1) of \(exercise.hints.count): "
            let lines = TextWrap.lines(hint, width: workbook.width, prefix: label, indent: "  ")
            if index + 1 == shown, seen < shown {
                workbook.write(style.bold(label) + lines[0].dropFirst(label.count))
                lines.dropFirst().forEach(workbook.write)
            } else {
                lines.map(style.dim).forEach(workbook.write)
            }
        }
        if seen == exercise.hints.count {
            workbook.write("")
            workbook.writeWrapped(
                "That was the last hint. To see one way to do it: swift run workbook solution \(exercise.id) --force")
        }
        progress[exercise.id].hintsSeen = shown
        try workbook.save(progress)
        return 0
    }
}
