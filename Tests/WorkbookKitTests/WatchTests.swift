import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookShell

@testable import WorkbookRunner

/// `watch` with a fake runner: saves are simulated between two looks at the files, or during a build.
@Suite("watch shows the verdict on the files as they are, for the exercise whose file was saved")
struct WatchTests {
    private let failing = (
        EventStream.failing("Exercise1_1Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
        ProcessResult(termination: .exited(1))
    )
    private let passing = (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0)))

    /// A `watch` with these arguments that pauses between looks at the files `pauses` times, and on pause number
    /// `saveAt` writes `text` to `file`, as a learner saving.
    private func watching(
        _ fixture: FixtureWorkbook, _ arguments: [String], pauses: Int, saveAt: Int, _ text: String, to file: String
    ) throws -> WatchCommand {
        var watch = try fixture.command(WatchCommand.self, arguments)
        var count = 0
        watch.pause = {
            count += 1
            if count == saveAt { try? fixture.write(text, to: file) }
        }
        watch.keepWatching = { count < pauses }
        return watch
    }

    @Test("A save re-checks the exercise, and the screen is cleared for the new verdict")
    func saveRechecks() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = ["Exercise1_1Tests": failing]
        let output = OutputLines()
        // The learner saves on the third look; the change makes the file a byte longer.
        let watch = try watching(
            fixture, ["1.1"], pauses: 6, saveAt: 3, "// TODO: return the answer!\nfunc answer() -> Int { 0 }\n",
            to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        var workbook = fixture.workbook(processes: processes, output: output)
        workbook.isTerminal = true

        #expect(workbook.run(watch) == 0)

        #expect(output.lines.filter { $0.hasPrefix("✘ 1.1 Answer — failed") }.count == 2)
        #expect(processes.buildCommands.count == 2)
        #expect(
            output.lines.filter { $0.hasPrefix("\u{1B}[2J") }.count == 1, "the screen is cleared once, after the save")
    }

    @Test("A save while a check runs discards that check's verdict and checks the files as they are now")
    func saveDuringCheck() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        // The first run sees the stub and fails; the second sees the learner's answer and passes.
        processes.queuedTestRuns = ["Exercise1_1Tests": [failing, passing]]
        var builds = 0
        processes.duringBuild = {
            builds += 1
            if builds == 1 {
                try? fixture.write("func answer() -> Int { 42 }\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
            }
        }
        var looks = 0
        let output = OutputLines()
        var watch = try fixture.command(WatchCommand.self, ["1.1"])
        watch.pause = {}
        watch.keepWatching = {
            looks += 1
            return looks < 5
        }

        #expect(fixture.workbook(processes: processes, output: output).run(watch) == 0)

        let verdicts = output.lines.filter { $0.hasPrefix("✔ ") || $0.hasPrefix("✘ ") }
        #expect(verdicts == ["✔ 1.1 Answer — passed (1 test)"], "only the verdict on the saved file is shown")
        #expect(output.lines.contains("Checking 1.1… (saved while the last check ran)"))
        #expect(ProgressStore(contentsOf: fixture.paths.progress)["1.1"].state == .passed)
    }

    @Test("Without an id, watch checks the exercise whose file was saved")
    func followsTheSavedFile() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": failing,
            "Exercise1_2Tests": (EventStream.passing("Exercise1_2Tests"), ProcessResult(termination: .exited(0))),
        ]
        let output = OutputLines()
        let watch = try watching(
            fixture, [], pauses: 4, saveAt: 2, "func answer() -> Int { 42 }\n",
            to: "Chapter01/Sources/Exercise1_2/Answer.swift")

        #expect(fixture.workbook(processes: processes, output: output).run(watch) == 0)

        let checked = output.lines.filter { $0.hasPrefix("Checking ") }
        #expect(checked == ["Checking 1.1…", "Checking 1.2…"])
        #expect(output.lines.contains("✔ 1.2 Answer — passed (1 test)"))
    }

    @Test("With an id, watch stays on that exercise whatever file is saved")
    func pinned() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = ["Exercise1_1Tests": failing]
        let output = OutputLines()
        let watch = try watching(
            fixture, ["1.1"], pauses: 4, saveAt: 2, "func answer() -> Int { 42 }\n",
            to: "Chapter01/Sources/Exercise1_2/Answer.swift")

        #expect(fixture.workbook(processes: processes, output: output).run(watch) == 0)

        #expect(output.lines.filter { $0.hasPrefix("Checking ") } == ["Checking 1.1…", "Checking 1.1…"])
    }
}
