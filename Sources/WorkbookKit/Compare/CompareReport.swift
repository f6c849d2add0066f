/// `workbook compare`: the metrics of every app in one table, in chapter order, with what each column counts.
public struct CompareReport {
    public let rows: [ArchitectureMetrics]

    public init(rows: [ArchitectureMetrics]) {
        self.rows = rows
    }

    public func render() -> String {
        let header = ["Architecture", "Ch", "Files", "Code lines", "Types", "Protocols", "Largest file", "Ch. tests"]
        let body = rows.map { row in
            [
                row.architecture.title,
                String(row.architecture.chapter),
                String(row.files),
                String(row.linesOfCode),
                String(row.types),
                String(row.protocols),
                row.largestFile.map { "\($0.name) (\($0.lines))" } ?? "—",
                String(row.chapterTests),
            ]
        }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
        let numeric = Set(1...5).union([7])
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }
        var lines = [line(header), widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")]
        lines += body.map(line)
        lines.append("")
        lines += rows.map { row in
            let layers = row.layers.isEmpty ? "(one folder)" : row.layers.joined(separator: ", ")
            return "\(row.architecture.moduleName) layers: \(layers)"
        }
        lines.append("")
        lines.append(
            "Code lines: lines that are neither blank nor only a comment. Types: class, struct, enum, actor and protocol "
                + "declarations. Ch. tests: @Test functions in the chapter's own test target (chapter 1's test the "
                + "server and HeadlessUI: the baseline's screens can only be tested through the UI). Every app also "
                + "passes the same conformance spec (swift test --filter Conformance).")
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
