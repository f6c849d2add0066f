/// The same table for the terminal: columns padded to their widest cell (numbers to the right) under a ruled
/// header — or, when that would not fit the width, each row as a small block of `header: value` lines. The
/// renderer of every table on the terminal: `compare`, `compare --spec`, `changes`, `verify`, `list`, the contents
/// and the code-run tables all use it.
extension MarkdownTable {
    public func terminalLines(width: Int) -> [String] {
        let lines = alignedLines()
        return lines.contains { $0.count > width } ? blocks(width: width) : lines
    }

    /// What stands between two columns on the terminal.
    public static let columnGap = "  "

    /// The width of each column: its widest cell, header included.
    public var columnWidths: [Int] {
        header.indices.map { column in
            ([header] + rows).map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
    }

    /// The columns padded to their widest cell under a ruled header, whatever the width. `paint` colours a body cell
    /// after it is padded (its row and column index, and the padded text), so colour never upsets the alignment.
    public func alignedLines(paint: (_ row: Int, _ column: Int, _ cell: String) -> String = { $2 }) -> [String] {
        let widths = columnWidths
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: Self.columnGap)
        return [padded(header, widths).joined(separator: Self.columnGap), rule] + alignedRows(paint: paint)
    }

    /// The rows alone, padded as ``alignedLines(paint:)`` pads them, for a caller that shows no header and rule.
    public func alignedRows(paint: (_ row: Int, _ column: Int, _ cell: String) -> String = { $2 }) -> [String] {
        let widths = columnWidths
        return rows.enumerated().map { index, row in
            padded(row, widths).enumerated().map { paint(index, $0, $1) }.joined(separator: Self.columnGap)
        }
    }

    /// A row's cells up to its last filled one, padded to their columns' widths (a last cell of text is left as it is).
    private func padded(_ row: [String], _ widths: [Int]) -> [String] {
        guard let lastFilled = header.indices.last(where: { $0 < row.count && !row[$0].isEmpty }) else { return [] }
        return (0...lastFilled).map { column in
            let cell = column < row.count ? row[column] : ""
            let padding = String(repeating: " ", count: widths[column] - cell.count)
            if numericColumns.contains(column) { return padding + cell }
            return column == lastFilled ? cell : cell + padding
        }
    }

    /// Each row as its first cell, then its other cells as `header: value`, as many to a line as fit the width: a
    /// field is never parted from its header (nor a figure from the rest of its cell), unless it does not fit a line
    /// of its own.
    private func blocks(width: Int) -> [String] {
        rows.flatMap { row -> [String] in
            var lines = [row.first ?? ""]
            var line = ""
            for field in zip(header, row).dropFirst().map({ "\($0): \($1)" }) {
                if line.isEmpty {
                    line = "  " + field
                } else if line.count + 3 + field.count <= width {
                    line += " · " + field
                } else {
                    lines.append(line + " ·")
                    line = "  " + field
                }
                if line.count > width {
                    let wrapped = TextWrap.lines(String(line.dropFirst(2)), width: width, prefix: "  ", indent: "  ")
                    lines += wrapped.dropLast()
                    line = wrapped.last ?? ""
                }
            }
            return line.isEmpty ? lines : lines + [line]
        }
    }
}
