import WorkbookShell

/// `workbook next`: the one next step to take.
struct NextCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "next",
        summary: "the one next step to take",
        details: ["The first exercise you have not finished, the chapter to read, and the files to edit."])

    init(_ arguments: ParsedArguments) {}

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        NextStep(paths: workbook.paths, style: workbook.style, width: workbook.width)
            .lines(catalogue, workbook.standing(catalogue)).forEach(workbook.write)
        return 0
    }
}
