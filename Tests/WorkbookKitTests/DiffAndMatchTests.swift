import Testing
import WorkbookShell

/// The line diff `solution` shows and the "did you mean" suggestions.
@Suite("Differences and near misses")
struct DiffAndMatchTests {
    @Test("A diff shows changed lines with their context, in hunks")
    func diff() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            LineDiff(from: old, to: new).unified(context: 1) == [
                "@@ -4,3 +4,3 @@", " line 4", "-line 5", "+line five", " line 6",
            ])
        #expect(LineDiff(from: old, to: old).isEmpty)
    }

    @Test("The nearest match is the closest name, and nothing when no name is close")
    func nearest() {
        #expect(NearestMatch.suggestion(for: "verfy", among: ["verify", "watch"]) == "verify")
        #expect(NearestMatch.suggestion(for: "xyzzy", among: ["verify", "watch"]) == nil)
        #expect(NearestMatch.suggestion(for: "9.9", among: ["1.1", "1.2"]) == nil)
        #expect(NearestMatch.suggestion(for: "solutoin", among: ["solution", "snippets"]) == "solution")
        #expect(NearestMatch.distance("kitten", "sitting") == 3)
    }
}
