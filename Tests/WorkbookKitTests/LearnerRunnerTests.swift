import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// The runner as a learner meets it, through `Workbook.run` with a fake runner: where `Next:` leads after a pass, a
/// second `restore`, and `verify` run over the learner's own work.
@Suite("The runner as a learner meets it: the next step after a pass, a second restore, verify over their work")
struct LearnerRunnerTests {
    private let passing = { (module: String) in
        (EventStream.passing(module), ProcessResult(termination: .exited(0)))
    }

    private func fixture() throws -> FixtureWorkbook {
        try FixtureWorkbook([
            FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2"), FixtureWorkbook.answer("2.1"),
        ])
    }

    @Test("Next: after a pass is the next unfinished exercise after that one, coming round to those left behind")
    func nextAfterPass() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_2Tests": passing("Exercise1_2Tests"), "Exercise2_1Tests": passing("Exercise2_1Tests"),
        ]

        let first = OutputLines()
        #expect(fixture.workbook(processes: processes, output: first).run(["check", "1.2"]) == 0)
        #expect(first.lines.contains("Next: exercise 2.1 — Answer"), "not 1.1, which comes before the one passed")

        let last = OutputLines()
        #expect(fixture.workbook(processes: processes, output: last).run(["check", "2.1"]) == 0)
        #expect(last.lines.contains("Next: exercise 1.1 — Answer"), "after the last, the first left unfinished")
    }

    @Test("next and a check without an id choose by the same rule: the first exercise not done, in book order")
    func nextAndCheckAgree() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": passing("Exercise1_1Tests"), "Exercise1_2Tests": passing("Exercise1_2Tests"),
        ]
        #expect(fixture.workbook(processes: processes, output: OutputLines()).run(["check", "1.2"]) == 0)

        let next = OutputLines()
        #expect(fixture.workbook(output: next).run(["next"]) == 0)
        let check = OutputLines()
        #expect(fixture.workbook(processes: processes, output: check).run(["check"]) == 0)

        #expect(next.lines.first == "Next: exercise 1.1 — Answer")
        #expect(check.lines.first == "Checking 1.1…", "the first not done, not 2.1 after the one passed")
    }

    @Test("restore run twice does not swap the stub back: the second says there is nothing to restore")
    func restoreTwice() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let file = "Chapter01/Sources/Exercise1_1/Answer.swift"
        let shipped = try fixture.shippedNow()
        let work = "func answer() -> Int { 41 } // nearly\n"
        try fixture.write(work, to: file)
        #expect(fixture.workbook(output: OutputLines()).run(try fixture.reset(["1.1"], shipped: shipped)) == 0)
        let processes = FakeProcessRunner()
        processes.testRuns = ["Exercise1_1Tests": passing("Exercise1_1Tests")]
        #expect(fixture.workbook(processes: processes, output: OutputLines()).run(["restore", "1.1"]) == 0)
        #expect(fixture.read(file) == work)

        let second = OutputLines()
        #expect(fixture.workbook(processes: processes, output: second).run(["restore", "1.1"]) == 0)

        #expect(fixture.read(file) == work, "the work stays; the stub does not come back")
        #expect(
            second.lines == [
                "Nothing to restore: your files of exercise 1.1 already read as in",
                ".workbook/backups/2026-11-21T22-26-40Z/.",
                "To undo the last restore instead:", "  swift run workbook restore 1.1 2026-11-21T22-26-40Z-2",
            ])
        // Named, the restore's own backup still undoes it.
        #expect(
            fixture.workbook(processes: processes, output: OutputLines())
                .run(["restore", "1.1", "2026-11-21T22-26-40Z-2"]) == 0)
        #expect(fixture.read(file)?.hasPrefix("// TODO") == true)
    }

    @Test("verify over a learner's work says it judges the shipped files and how to verify a clean copy")
    func verifyOverWork() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        try fixture.write("func answer() -> Int { 42 }\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        let processes = FakeProcessRunner()
        processes.testRuns = ["Exercise1_1Tests": passing("Exercise1_1Tests")]
        processes.others = [
            "git remote": ProcessResult(termination: .exited(0), output: "https://example.com/workbook.git\n")
        ]
        let output = OutputLines()
        var workbook = fixture.workbook(processes: processes, output: output)
        workbook.width = 200

        #expect(workbook.run(["verify", "1.1"]) == 1)

        #expect(
            output.lines.first
                == "Your files of exercise 1.1 are not the shipped ones: verify judges the exercises as shipped, so "
                + "your work shows as misses. More at the end.")
        #expect(
            output.lines.contains(
                "To verify the exercises as shipped, run it on a clean copy: git clone https://example.com/workbook.git "
                    + "workbook-clean && cd workbook-clean && swift run workbook verify"))
    }

    @Test("verify's count of misses is the number of misses it lists, two of one exercise counting two")
    func missCountMatchesLines() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        // As shipped and with its shortcut, 1.1 passes: two misses of one exercise.
        processes.testRuns = ["Exercise1_1Tests": passing("Exercise1_1Tests")]
        let output = OutputLines()

        #expect(fixture.workbook(processes: processes, output: output).run(["verify", "1.1"]) == 1)

        let listed = output.lines.filter { $0.hasPrefix("Exercise 1.1: ") || $0.hasPrefix("  ✘ ") }
        #expect(listed.count == 2)
        #expect(output.lines.last?.hasPrefix("2 misses.") == true)
    }
}
