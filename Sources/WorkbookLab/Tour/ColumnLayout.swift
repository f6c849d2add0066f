import WorkbookShell

/// Lays out several blocks of text as columns of a fixed width, a few per band, so the tour's screens can be
/// compared by eye. (The `side-by-side` command is another thing: one feature's code in every app.)
public struct ColumnLayout: Sendable {
    public let columnWidth: Int
    public let columnsPerBand: Int
    public let gap = "  "

    public init(columnWidth: Int = 44, columnsPerBand: Int = 3) {
        self.columnWidth = max(8, columnWidth)
        self.columnsPerBand = max(1, columnsPerBand)
    }

    /// `columns` as (heading, text) pairs, laid out left to right, wrapping into further bands.
    public func render(_ columns: [(heading: String, text: String)]) -> String {
        stride(from: 0, to: columns.count, by: columnsPerBand).map { start in
            renderBand(Array(columns[start..<min(start + columnsPerBand, columns.count)]))
        }.joined(separator: "\n\n")
    }

    private func renderBand(_ band: [(heading: String, text: String)]) -> String {
        let blocks = band.map {
            [$0.heading, String(repeating: "─", count: min(columnWidth, $0.heading.count))] + lines($0.text)
        }
        let height = blocks.map(\.count).max() ?? 0
        return (0..<height).map { row in
            blocks.map { block in fit(row < block.count ? block[row] : "") }
                .joined(separator: gap)
                .trailingSpacesTrimmed
        }.joined(separator: "\n")
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Cut to the column's width (marking the cut with `…`) or pad with spaces.
    func fit(_ line: String) -> String {
        let cut = Truncation.cut(line, toWidth: columnWidth)
        return cut + String(repeating: " ", count: max(0, columnWidth - cut.count))
    }
}
