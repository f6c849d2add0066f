/// Collects what a `Workbook` writes.
final class OutputLines: @unchecked Sendable {
    private(set) var lines: [String] = []

    func append(_ line: String) { lines.append(line) }

    var text: String { lines.joined(separator: "\n") }
}
