import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookShell

@testable import WorkbookRunner

/// A test file is the learner's to read, not to change: `check`, `watch`, the contents page and `list` judge the
/// test files by their blob ids against `Exercises/shipped.txt`, and `reset --tests` puts them back.
@Suite("A test file is the learner's to read: a changed one is refused, named, and put back with a backup")
struct ChangedTestsTests {
    private let test = "Chapter01/Tests/Exercise1_1Tests/AnswerTests.swift"
    private let stubFile = "Chapter01/Sources/Exercise1_1/Answer.swift"
    private let passing = (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0)))

    private func fixture() throws -> FixtureWorkbook {
        try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
    }

    /// The shipped test with an early `return` at the top of its test: what a learner tries when stuck.
    private func returningEarly(_ fixture: FixtureWorkbook) throws {
        let shipped = try #require(fixture.read(test))
        try fixture.write(
            shipped.replacingOccurrences(of: "func theAnswer() {\n", with: "func theAnswer() {\n        return\n"),
            to: test)
    }

    /// A fixture whose 1.1 test returns early, and a runner under which its tests, were they run, would pass.
    private func returningEarlyPassing() throws -> (FixtureWorkbook, FakeProcessRunner) {
        let fixture = try fixture()
        try returningEarly(fixture)
        let processes = FakeProcessRunner()
        processes.testRuns = ["Exercise1_1Tests": passing]
        return (fixture, processes)
    }

    @Test("check refuses an exercise whose test file was changed, naming the file and reset --tests, and runs nothing")
    func checkRefuses() throws {
        let (fixture, processes) = try returningEarlyPassing()
        defer { fixture.remove() }
        let output = OutputLines()

        #expect(fixture.workbook(processes: processes, output: output).run(["check", "1.1"]) == 1)

        #expect(output.lines.contains("✘ 1.1 Answer — its tests were changed"))
        #expect(output.lines.contains("  Changed: Exercises/\(test)"))
        #expect(output.lines.contains("    swift run workbook reset 1.1 --tests"))
        #expect(!output.lines.contains { $0.contains("passed") })
        #expect(processes.commands.isEmpty, "the refusal needs no build and no test run")
        #expect(ProgressStore(contentsOf: fixture.paths.progress)["1.1"].state == .testsChanged)
    }

    @Test("A test file added beside the shipped ones, or one deleted, is a change too")
    func addedAndDeleted() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let record = try #require(ShippedRecord(paths: fixture.paths))
        let exercise = FixtureWorkbook.answer("1.1").exercise
        #expect(ChangedTests(record: record).files(of: exercise, paths: fixture.paths).isEmpty)

        let added = "Chapter01/Tests/Exercise1_1Tests/MoreTests.swift"
        try fixture.write("// more\n", to: added)
        #expect(ChangedTests(record: record).files(of: exercise, paths: fixture.paths) == [added])

        try FileManager.default.removeItem(at: fixture.paths.exerciseFile(test))
        #expect(ChangedTests(record: record).files(of: exercise, paths: fixture.paths) == [test, added].sorted())
    }

    @Test("watch refuses a changed test file as check does")
    func watchRefuses() throws {
        let (fixture, processes) = try returningEarlyPassing()
        defer { fixture.remove() }
        let output = OutputLines()
        var looks = 0
        var watch = try fixture.command(WatchCommand.self, ["1.1"])
        watch.pause = { looks += 1 }
        watch.keepWatching = { looks < 1 }

        #expect(fixture.workbook(processes: processes, output: output).run(watch) == 0)

        #expect(output.lines.contains("✘ 1.1 Answer — its tests were changed"))
        #expect(!output.lines.contains { $0.contains("— passed") })
    }

    @Test("The contents page and list do not count a passed exercise whose tests changed since, and say why")
    func progressTable() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        try "1.1 done 0\n".write(to: fixture.paths.progress.creatingFolder(), atomically: true, encoding: .utf8)
        let before = OutputLines()
        #expect(fixture.workbook(output: before).run([]) == 0)
        #expect(before.lines.contains { $0.hasSuffix("1 of 2 exercises done") })

        try returningEarly(fixture)
        let contents = OutputLines()
        #expect(fixture.workbook(output: contents).run([]) == 0)

        #expect(contents.lines.contains { $0.hasSuffix("0 of 2 exercises done") })
        #expect(contents.lines.contains("  ! 1.1 is not counted as done: its tests are not the shipped ones."))
        #expect(contents.lines.contains("    Changed: Exercises/\(test)"))
        #expect(contents.lines.contains("    To put them back, keeping yours: swift run workbook reset 1.1 --tests"))
        #expect(contents.lines.contains("Next: exercise 1.1 — Answer"))
        let list = OutputLines()
        #expect(fixture.workbook(output: list).run(["list"]) == 0)
        #expect(list.lines.contains { $0.hasPrefix("  1.1  tests changed") })
    }

    @Test("reset --tests puts back the test files only, keeps the edited ones in a backup, and leaves the work alone")
    func resetTests() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let shipped = try fixture.shippedNow()
        let shippedTest = try #require(fixture.read(test))
        let work = "func answer() -> Int { 42 }\n"
        try fixture.write(work, to: stubFile)
        try returningEarly(fixture)
        let edited = try #require(fixture.read(test))
        try "1.1 done 0\n".write(to: fixture.paths.progress.creatingFolder(), atomically: true, encoding: .utf8)
        let output = OutputLines()

        #expect(fixture.workbook(output: output).run(try fixture.reset(["1.1", "--tests"], shipped: shipped)) == 0)

        #expect(fixture.read(test) == shippedTest)
        #expect(fixture.read(stubFile) == work, "the learner's own work stays")
        #expect(
            output.lines == [
                "Reset Exercises/\(test)",
                "Your edited test files are kept in .workbook/backups/2026-11-21T22-26-40Z/",
                "Check your work against the tests as shipped: swift run workbook check 1.1",
            ])
        let kept = fixture.paths.backups.appendingPathComponent("2026-11-21T22-26-40Z/Exercises/" + test)
        #expect(try String(contentsOf: kept, encoding: .utf8) == edited)
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.paths.backups.appendingPathComponent("2026-11-21T22-26-40Z/Exercises/" + stubFile).path)
        )

        let again = OutputLines()
        #expect(fixture.workbook(output: again).run(try fixture.reset(["1.1", "--tests"], shipped: shipped)) == 0)
        #expect(again.lines == ["Nothing to reset: the tests of exercise 1.1 are as shipped."])
        let contents = OutputLines()
        #expect(fixture.workbook(output: contents).run([]) == 0)
        #expect(contents.lines.contains { $0.hasSuffix("1 of 2 exercises done") }, "done again, as last checked")
    }

    @Test("verify proves a shortcut that edits the tests is refused, without building it")
    func verifyRefusesTestEdits() throws {
        var spec = FixtureWorkbook.answer("1.1")
        spec.shortcut = nil
        let fixture = try FixtureWorkbook([spec])
        defer { fixture.remove() }
        let earlyReturn = Shortcut(
            name: "early-return", tries: "returns at the top of the test", failsWith: "",
            editsTests: [.init(file: "AnswerTests.swift", replace: "#expect(", with: "return; _ = (", everywhere: true)]
        )
        try writeManifest(fixture, shortcuts: [earlyReturn])
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": (
                EventStream.failing("Exercise1_1Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
                ProcessResult(termination: .exited(1))
            )
        ]
        processes.solvedTestRuns = ["Exercise1_1Tests": passing]
        // Were it built and run, the edited test would pass.
        processes.shortcutTestRuns = ["Exercise1_1Tests": passing]
        let output = OutputLines()

        #expect(fixture.workbook(processes: processes, output: output).run(["verify"]) == 0)

        #expect(output.lines.contains("1.1       fails as shipped ✔  passes ✔       1 of 1 fail ✔  Answer"))
        let scratchPaths = processes.buildCommands.compactMap { command in
            command.arguments.firstIndex(of: "--scratch-path").map { command.arguments[$0 + 1] }
        }
        #expect(!scratchPaths.contains { $0.contains("shortcut-") }, "the refusal is proven without a build")
        let exercise = try fixture.exercise("1.1")
        let verdict = ExerciseRunner(
            paths: fixture.paths, processes: processes, catalogue: [exercise],
            shipped: ShippedRecord(paths: fixture.paths)
        ).check([exercise], variant: .shortcut(1))["1.1"]
        #expect(verdict == .testsChanged(["Exercises/\(test)"]))
    }

    @Test("verify counts a test edit that changes nothing as a miss, and the lint names it")
    func testEditThatChangesNothing() throws {
        var spec = FixtureWorkbook.answer("1.1")
        spec.shortcut = nil
        let fixture = try FixtureWorkbook([spec])
        defer { fixture.remove() }
        let noEdit = Shortcut(
            name: "no-edit", tries: "edits nothing", failsWith: "",
            editsTests: [.init(file: "AnswerTests.swift", replace: "#expect(", with: "#expect(")])
        try writeManifest(fixture, shortcuts: [noEdit])
        let catalogue = try fixture.catalogue()
        let problems = ManifestLint(paths: fixture.paths, catalogue: catalogue).problems().map(\.description)
        #expect(problems.contains("Exercise 1.1: shortcut \"no-edit\" leaves \(test) as it is."))
        #expect(
            Verification.Row.miss(of: noEdit, .noTests)
                == "shortcut \"no-edit\" edits the tests, yet check does not refuse it (failing)")
        #expect(Verification.Row.miss(of: noEdit, .testsChanged(["Exercises/\(test)"])) == nil)
    }

    /// Writes `exercises.json` with the exercise 1.1 of the fixture carrying `shortcuts`.
    private func writeManifest(_ fixture: FixtureWorkbook, shortcuts: [Shortcut]) throws {
        let exercise = FixtureWorkbook.answer("1.1").exercise
        let data = try JSONSerialization.data(withJSONObject: [
            "exercises": [
                [
                    "id": exercise.id, "chapter": exercise.chapter, "title": exercise.title, "files": exercise.files,
                    "suite": exercise.suite, "hints": exercise.hints, "mainActor": false,
                    "shortcuts": shortcuts.map { shortcut in
                        [
                            "name": shortcut.name, "tries": shortcut.tries,
                            "editsTests": (shortcut.editsTests ?? []).map { edit in
                                [
                                    "file": edit.file, "replace": edit.replace, "with": edit.with,
                                    "everywhere": edit.everywhere,
                                ] as [String: Any]
                            },
                        ] as [String: Any]
                    },
                ] as [String: Any]
            ]
        ])
        try fixture.write(String(decoding: data, as: UTF8.self), to: "exercises.json")
    }
}
