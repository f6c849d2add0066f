/// `workbook compare`: the metrics of every app in one table, in chapter order, with what each column counts,
/// fitted to the terminal's width.
public struct CompareReport {
    public let rows: [ArchitectureMetrics]

    public init(rows: [ArchitectureMetrics]) {
        self.rows = rows
    }

    /// The table, fitted to `width` columns, then each app's layers and largest file, then what the columns count.
    public func render(width: Int = TerminalWidth.standard) -> String {
        let table = MarkdownTable(
            header: ["App", "Ch", "Files", "Code lines", "Types", "Protocols", "Ch. tests"],
            rows: rows.map { row in
                [
                    row.architecture.moduleName, String(row.architecture.chapter), String(row.files),
                    String(row.linesOfCode), String(row.types), String(row.protocols), String(row.chapterTests),
                ]
            },
            numericColumns: Set(1...6))
        var lines = table.terminalLines(width: width)
        for row in rows {
            lines.append("")
            lines += TextWrap.lines(row.architecture.title, width: width, prefix: row.architecture.moduleName + " — ")
            let layers = row.layers.isEmpty ? "(one folder)" : row.layers.joined(separator: ", ")
            lines += TextWrap.lines(layers, width: width, prefix: "  layers: ", indent: "    ")
            let largest = row.largestFile.map { "\($0.name) (\($0.lines) lines)" } ?? "—"
            lines += TextWrap.lines(largest, width: width, prefix: "  largest file: ", indent: "    ")
        }
        lines.append("")
        lines += TextWrap.lines(
            "Code lines: lines that are neither blank nor only a comment. Types: class, struct, enum, actor and protocol "
                + "declarations. Ch. tests: @Test functions in the chapter's own test target (chapter 1's test the "
                + "server and HeadlessUI: the baseline's screens can only be tested through the UI). Every app also "
                + "passes the same conformance spec (swift test --filter Conformance).",
            width: width)
        return lines.joined(separator: "\n")
    }

    /// The size table as a chapter shows it (`<!-- metrics: size-table -->`).
    public static func sizeTable(_ rows: [ArchitectureMetrics]) -> MarkdownTable {
        MarkdownTable(
            header: ["App", "Chapter", "Files", "Code lines", "Types", "Protocols", "Largest file", "Chapter tests"],
            rows: rows.map { row in
                [
                    row.architecture.moduleName, String(row.architecture.chapter), String(row.files),
                    String(row.linesOfCode), String(row.types), String(row.protocols),
                    row.largestFile.map { "\($0.name) (\($0.lines))" } ?? "—", String(row.chapterTests),
                ]
            },
            numericColumns: [1, 2, 3, 4, 5, 7]
        )
    }
}
