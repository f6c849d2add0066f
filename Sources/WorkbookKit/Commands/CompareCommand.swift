import AppCatalogue

/// `workbook compare`: every app's metrics in one table.
struct CompareCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "compare",
        summary: "every app's metrics in one table: files, code lines, types, protocols, tests",
        details: ["Counted from the sources under Sources/ and the chapter tests under Tests/."])

    init(_ arguments: ParsedArguments) {}

    func run(in workbook: Workbook) throws -> Int32 {
        let rows = Architecture.allCases.map { ArchitectureMetrics.measure($0, root: workbook.paths.root) }
        CompareReport(rows: rows).render(width: workbook.width).split(separator: "\n", omittingEmptySubsequences: false)
            .forEach { workbook.write(String($0)) }
        return 0
    }
}
