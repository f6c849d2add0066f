/// A table as GitHub renders it, for generated figures: a header, rows, and which columns hold numbers
/// (right-aligned, so digits line up on GitHub and in a terminal alike).
public struct MarkdownTable: Sendable, Equatable {
    public var header: [String]
    public var rows: [[String]]
    public var numericColumns: Set<Int>

    public init(header: [String], rows: [[String]], numericColumns: Set<Int> = []) {
        self.header = header
        self.rows = rows
        self.numericColumns = numericColumns
    }

    /// A table with no header, as many columns wide as its widest row.
    public init(rows: [[String]], numericColumns: Set<Int> = []) {
        let columns = rows.map(\.count).max() ?? 0
        self.init(header: Array(repeating: "", count: columns), rows: rows, numericColumns: numericColumns)
    }

    /// `| a | b |` lines, padded so the source reads as a table too.
    public func render() -> String {
        let widths = columnWidths.map { max(3, $0) }
        func line(_ cells: [String]) -> String {
            let padded = header.indices.map { column in
                let cell = column < cells.count ? cells[column] : ""
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numericColumns.contains(column) ? padding + cell : cell + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = header.indices.map { column in
            let dashes = String(repeating: "-", count: widths[column] - 1)
            return numericColumns.contains(column) ? dashes + ":" : dashes + "-"
        }
        return ([line(header), "| " + rule.joined(separator: " | ") + " |"] + rows.map(line)).joined(separator: "\n")
    }
}
