import Foundation
import Testing
import WorkbookKit

/// The runner's isolation, with a fake `swift` that scripts builds and test runs.
@Suite("The runner keeps one exercise's failure from hiding another's result")
struct RunnerIsolationTests {
    @Test("An exercise that does not compile is left out of the next build; the others are still checked")
    func compileErrorIsIsolated() throws {
        let fixture = try FixtureWorkbook([
            FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2"), FixtureWorkbook.answer("2.1"),
        ])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        let copy = fixture.paths.build.path + "/working/Chapter01/Sources/Exercise1_2/Answer.swift"
        processes.builds = [
            ProcessResult(termination: .exited(1), output: "\(copy):1:5: error: expected expression\n1 | func\n")
        ]
        processes.testRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0))),
            "Exercise2_1Tests": (
                EventStream.failing("Exercise2_1Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
                ProcessResult(termination: .exited(1))
            ),
        ]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes)
        let exercises = try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises

        let verdicts = runner.check(exercises, variant: .asFound)

        #expect(verdicts["1.1"] == .passed(tests: 1))
        #expect(
            verdicts["1.2"]
                == .doesNotCompile([
                    "Exercises/Chapter01/Sources/Exercise1_2/Answer.swift:1:5: error: expected expression", "1 | func",
                ]))
        guard case .failed(let failure) = verdicts["2.1"] else {
            Issue.record("2.1 should fail, got \(String(describing: verdicts["2.1"]))")
            return
        }
        #expect(failure.details == ["Edit Answer.swift"])
        #expect(processes.buildCommands.count == 2)
        let manifest = try String(
            contentsOf: fixture.paths.build.appendingPathComponent("working/Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("Exercise1_2") && manifest.contains("Exercise2_1"))
    }

    @Test("A crash in one exercise's tests leaves the others' verdicts intact")
    func crashIsIsolated() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": (
                EventStream.crashing("Exercise1_1Tests"),
                ProcessResult(termination: .signalled(4), errors: "x.swift:3: Fatal error: boom")
            ),
            "Exercise1_2Tests": (EventStream.passing("Exercise1_2Tests"), ProcessResult(termination: .exited(0))),
        ]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes)
        let verdicts = runner.check(
            try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises, variant: .asFound)
        #expect(verdicts["1.1"] == .crashed(TestCrash(test: "crashes", message: "Fatal error: boom")))
        #expect(verdicts["1.2"] == .passed(tests: 1))
    }

    @Test("An exercise whose files were all deleted is reported without building, and the others still build")
    func emptyExercise() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.paths.exerciseFile("Chapter01/Sources/Exercise1_1/Answer.swift"))
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_2Tests": (EventStream.passing("Exercise1_2Tests"), ProcessResult(termination: .exited(0)))
        ]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes)
        let verdicts = runner.check(
            try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises, variant: .asFound)
        #expect(
            verdicts["1.1"]
                == .doesNotCompile([
                    "Exercises/Chapter01/Sources/Exercise1_1/ has no Swift file left: "
                        + "`swift run workbook reset 1.1` puts the stubs back."
                ]))
        #expect(verdicts["1.2"] == .passed(tests: 1))
    }

    @Test("A build that fails outside every exercise reports the failure for all of them")
    func unattributedFailure() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.builds = [ProcessResult(termination: .exited(1), errors: "error: manifest parse error")]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes)
        let verdicts = runner.check(
            try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises, variant: .asFound)
        #expect(verdicts["1.1"] == .doesNotCompile(["error: manifest parse error"]))
        #expect(processes.buildCommands.count == 1)
    }

    @Test("The solved variant builds the solutions in place of the stubs, and never touches the learner's files")
    func solvedVariant() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let before = fixture.read("Chapter01/Sources/Exercise1_1/Answer.swift")
        let runner = ExerciseRunner(paths: fixture.paths, processes: FakeProcessRunner())
        _ = runner.check(try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises, variant: .solved)
        let copy = try String(
            contentsOf: fixture.paths.build.appendingPathComponent("solved/Chapter01/Sources/Exercise1_1/Answer.swift"),
            encoding: .utf8)
        #expect(copy == "func answer() -> Int { 42 }\n")
        #expect(fixture.read("Chapter01/Sources/Exercise1_1/Answer.swift") == before)
    }

    @Test("A generated package depends on the workbook only when an exercise imports one of its modules")
    func dependencies() throws {
        var spec = FixtureWorkbook.answer("1.1")
        spec.stub = "import Backend\n" + spec.stub
        let fixture = try FixtureWorkbook([spec])
        defer { fixture.remove() }
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("Sources/Backend"), withIntermediateDirectories: true)
        let package = ScratchPackage(
            folder: fixture.paths.build.appendingPathComponent("working"), name: "P",
            exercises: [spec.exercise], variant: .asFound, strict: true)
        try package.write(paths: fixture.paths)
        let manifest = try String(contentsOf: package.manifestFile, encoding: .utf8)
        #expect(manifest.contains(".product(name: \"Backend\", package: \"fixture\")"))
        #expect(manifest.contains(".package(path: \"\(fixture.root.path)\")"))
        #expect(manifest.contains(".treatAllWarnings(as: .error)"))
        #expect(!manifest.contains("MainActor"))
    }
}
