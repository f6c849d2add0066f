/// The difference between two texts, line by line, as a unified diff: what `workbook solution` shows.
public struct LineDiff: Sendable {
    /// One line of the difference.
    public enum Line: Sendable, Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Every line of both texts, in order, each marked as kept, removed or added.
    public let lines: [Line]

    public init(from old: String, to new: String) {
        lines = LineDiff.compare(LineDiff.split(old), LineDiff.split(new))
    }

    /// Whether the two texts are the same.
    public var isEmpty: Bool {
        lines.allSatisfy(\.isSame)
    }

    /// The changed lines with `context` unchanged lines around them, in hunks headed `@@ -a,b +c,d @@`.
    public func unified(context: Int = 3) -> [String] {
        // Each changed line with its context, joined to the hunk before when the two touch or overlap.
        var hunks: [ClosedRange<Int>] = []
        for index in lines.indices where !lines[index].isSame {
            let range = max(0, index - context)...min(lines.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }

        var result: [String] = []
        for hunk in hunks {
            let before = lines[..<hunk.lowerBound]
            let oldStart = before.filter { !$0.isAdded }.count + 1
            let newStart = before.filter { !$0.isRemoved }.count + 1
            let body = lines[hunk]
            let oldCount = body.filter { !$0.isAdded }.count
            let newCount = body.filter { !$0.isRemoved }.count
            result.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for line in body {
                switch line {
                case .same(let text): result.append(" " + text)
                case .removed(let text): result.append("-" + text)
                case .added(let text): result.append("+" + text)
                }
            }
        }
        return result
    }

    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A longest-common-subsequence comparison; exercise files are small, so the quadratic table is fine.
    private static func compare(_ old: [String], _ new: [String]) -> [Line] {
        let rows = old.count + 1
        let columns = new.count + 1
        var common = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * columns + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || common[i * columns + j + 1] > common[(i + 1) * columns + j] {
                result.append(.added(new[j]))
                j += 1
            } else {
                result.append(.removed(old[i]))
                i += 1
            }
        }
        return result
    }
}

extension LineDiff.Line {
    fileprivate var isSame: Bool { if case .same = self { true } else { false } }
    fileprivate var isAdded: Bool { if case .added = self { true } else { false } }
    fileprivate var isRemoved: Bool { if case .removed = self { true } else { false } }
}
