import Foundation
import Testing
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// The plain-text progress file.
@Suite("Progress is a plain text file that survives a round trip")
struct ProgressTests {
    @Test("States and hint counts are written one line per exercise, in book order, and read back")
    func roundTrip() {
        var progress = ProgressStore()
        progress["1.10"] = .init(state: .failing, hintsSeen: 2)
        progress["1.2"] = .init(state: .passed, hintsSeen: 0)
        progress["2.1"] = .init(state: .doesNotCompile, hintsSeen: 1)

        let lines = progress.text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        #expect(
            lines == [
                "1.2         done              0", "1.10        failing           2", "2.1         does-not-compile  1",
            ])
        #expect(ProgressStore(text: progress.text) == progress)
    }

    @Test("Lines that do not read are skipped, and a missing file is a fresh start")
    func tolerant() {
        let progress = ProgressStore(text: "# comment\ngarbage\n1.1 done\n1.2 failing many\n")
        #expect(progress.isDone("1.1"))
        #expect(progress["1.2"] == .init(state: .failing, hintsSeen: 0))
        #expect(ProgressStore(contentsOf: URL(fileURLWithPath: "/nonexistent/progress.txt")) == ProgressStore())
    }
}
