/// The same table for the terminal: columns padded to their widest cell (numbers to the right) under a ruled
/// header — or, when that would not fit the width, each row as a small block of `header: value` lines. The one
/// renderer of a table on the terminal: `compare`, `changes` and the code-run tables all use it.
extension MarkdownTable {
    public func terminalLines(width: Int) -> [String] {
        let lines = alignedLines()
        return lines.contains { $0.count > width } ? blocks(width: width) : lines
    }

    /// The columns padded to their widest cell under a ruled header, whatever the width.
    public func alignedLines() -> [String] {
        let widths = header.indices.map { column in
            ([header] + rows).map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        let gap = "  "
        func line(_ cells: [String]) -> String {
            var text = header.indices.map { column in
                let cell = column < cells.count ? cells[column] : ""
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numericColumns.contains(column) ? padding + cell : cell + padding
            }.joined(separator: gap)
            while text.last == " " { text.removeLast() }
            return text
        }
        return [line(header), widths.map { String(repeating: "─", count: $0) }.joined(separator: gap)]
            + rows.map(line)
    }

    /// Each row as its first cell, then its other cells as `header: value`, wrapped to the width.
    private func blocks(width: Int) -> [String] {
        rows.flatMap { row -> [String] in
            let fields = zip(header, row).dropFirst().map { "\($0): \($1)" }
            return [row.first ?? ""]
                + TextWrap.lines(fields.joined(separator: " · "), width: width, prefix: "  ", indent: "  ")
        }
    }
}
