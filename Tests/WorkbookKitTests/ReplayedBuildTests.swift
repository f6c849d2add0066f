import Foundation
import Testing
import WorkbookShell

@testable import WorkbookRunner

/// Whether a file was there when a fake command ran.
private final class RecordSeen: @unchecked Sendable {
    var seen: Bool?
}

/// A save built by running again the commands SwiftPM planned for it, and everything else left to SwiftPM.
@Suite("A save that changes only what is inside an exercise's files is built with SwiftPM's recorded commands")
struct ReplayedBuildTests {
    /// Two lines of each kind SwiftPM writes in its plan, the way it writes them. Exercise 1.1's module file is
    /// `moduleFile`; the fake commands leave it as it is, as the compiler does after a change to a function's body.
    static func plan(moduleFile: String = "/w/Modules/Exercise1_1.swiftmodule") -> String {
        """
        client:
          name: basic
        commands:
          "C.Exercise1_1-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/w/Chapter01/Sources/Exercise1_1/Answer.swift"]
            outputs: ["/w/.build/debug/Exercise1_1.build/Answer.swift.o"]
            description: "Compiling Swift Module 'Exercise1_1' (1 sources)"
            args: ["compile","Exercise1_1","-emit-module-path","\(moduleFile)"]

          "C.Exercise1_1Tests-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["compile","Exercise1_1Tests"]

          "C.Exercise1_2-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["compile","Exercise1_2"]

          "C.Exercise1_2Tests-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["compile","Exercise1_2Tests"]

          "C.WorkingExercisesPackageTests-x86_64-unknown-linux-gnu-debug.test":
            tool: shell
            args: ["link","WorkingExercisesPackageTests.xctest"]

          "<WorkingExercisesPackageTests-x86_64-unknown-linux-gnu-debug.test>":
            tool: phony
            inputs: ["/w/.build/debug/WorkingExercisesPackageTests.xctest"]

        """
    }

    @Test("The plan gives each module's compile command and the test binary's link, and nothing for a name it lacks")
    func readsThePlan() {
        let plan = RecordedBuildPlan(text: Self.plan())

        let module = plan.compiling("Exercise1_1")
        #expect(module == ["compile", "Exercise1_1", "-emit-module-path", "/w/Modules/Exercise1_1.swiftmodule"])
        #expect(module.flatMap(RecordedBuildPlan.moduleFile)?.path == "/w/Modules/Exercise1_1.swiftmodule")
        #expect(plan.compiling("Exercise1_1Tests") == ["compile", "Exercise1_1Tests"])
        #expect(plan.linkingTests(of: "WorkingExercises") == ["link", "WorkingExercisesPackageTests.xctest"])
        #expect(plan.compiling("Exercise2_1") == nil)
        #expect(plan.linkingTests(of: "SolvedExercises") == nil)
    }

    /// Two passing exercises, checked once (SwiftPM's build), with SwiftPM's plan and the test binary left where a
    /// real build leaves them.
    private func builtOnce() throws -> (FixtureWorkbook, FakeProcessRunner, ExerciseRunner, [Exercise]) {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0))),
            "Exercise1_2Tests": (EventStream.passing("Exercise1_2Tests"), ProcessResult(termination: .exited(0))),
        ]
        for command in [
            "compile Exercise1_1", "compile Exercise1_1Tests", "compile Exercise1_2",
            "compile Exercise1_2Tests", "link WorkingExercisesPackageTests.xctest",
        ] {
            processes.others[command] = ProcessResult(termination: .exited(0))
        }
        let catalogue = try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: catalogue)
        _ = runner.check(catalogue, variant: .asFound)
        let scratch = fixture.paths.build.appendingPathComponent("working/.build")
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("debug"), withIntermediateDirectories: true)
        let moduleFile = scratch.appendingPathComponent("debug/Modules/Exercise1_1.swiftmodule")
        try FileManager.default.createDirectory(
            at: moduleFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: moduleFile.path, contents: nil)
        try Self.plan(moduleFile: moduleFile.path).write(
            to: scratch.appendingPathComponent("debug.yaml"), atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(
            atPath: scratch.appendingPathComponent("debug/WorkingExercisesPackageTests.xctest").path, contents: nil)
        return (fixture, processes, runner, catalogue)
    }

    /// The commands run that are not SwiftPM's and not a test run: the replayed ones.
    private func replayed(_ processes: FakeProcessRunner) -> [String] {
        processes.commandLines.filter { ["compile", "link"].contains($0.first) }.map { $0.joined(separator: " ") }
    }

    @Test(
        """
        A save that changes one exercise's code compiles its module and links, and no SwiftPM build runs; its tests are \
        compiled again only when the module shows them something new
        """)
    func bodyChangeIsReplayed() throws {
        let (fixture, processes, runner, catalogue) = try builtOnce()
        defer { fixture.remove() }
        let builds = processes.buildCommands.count
        let moduleFile = fixture.paths.build.appendingPathComponent(
            "working/.build/debug/Modules/Exercise1_1.swiftmodule")

        try fixture.write("func answer() -> Int { 41 }\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        let verdicts = runner.check([catalogue[0]], variant: .asFound)

        #expect(verdicts["1.1"] == .passed(tests: 1))
        #expect(processes.buildCommands.count == builds, "SwiftPM did not build")
        let compile = "compile Exercise1_1 -emit-module-path " + moduleFile.path
        #expect(replayed(processes) == [compile, "link WorkingExercisesPackageTests.xctest"])
        let copied = fixture.paths.build.appendingPathComponent("working/Chapter01/Sources/Exercise1_1/Answer.swift")
        #expect(try String(contentsOf: copied, encoding: .utf8) == "func answer() -> Int { 41 }\n")

        // A new declaration: the compiler writes the module file again.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: moduleFile.path)
        processes.whileRunningOther = { command in
            guard command.arguments.prefix(2) == ["compile", "Exercise1_1"] else { return }
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: moduleFile.path)
        }
        try fixture.write(
            "func answer() -> Int { 40 }\nfunc more() {}\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        _ = runner.check([catalogue[0]], variant: .asFound)

        #expect(
            replayed(processes).suffix(3) == [
                compile, "compile Exercise1_1Tests", "link WorkingExercisesPackageTests.xctest",
            ], "a new declaration: the module file changed, so the tests are compiled again")
        #expect(processes.buildCommands.count == builds)
    }

    @Test("Asked for step times, a check notes each step in the order it ran, a quick build's commands within it")
    func stepTimes() throws {
        let (fixture, _, builtRunner, catalogue) = try builtOnce()
        defer { fixture.remove() }
        var runner = builtRunner
        let times = CheckStepTimes()
        runner.stepTimes = times

        try fixture.write("func answer() -> Int { 41 }\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        _ = runner.check([catalogue[0]], variant: .asFound)

        let steps = times.lines.map {
            $0.replacingOccurrences(of: #" [0-9.]+ s$"#, with: "", options: .regularExpression)
        }
        #expect(steps == ["screen", "modules", "hashes", "  compile Exercise1_1", "  link", "build", "tests"])
        #expect(times.lines.allSatisfy { $0.hasSuffix(" s") })
    }

    @Test("A file added to an exercise is SwiftPM's to build: its plan does not list it")
    func newFileGoesToSwiftPM() throws {
        let (fixture, processes, runner, catalogue) = try builtOnce()
        defer { fixture.remove() }
        let builds = processes.buildCommands.count

        try fixture.write("func helper() -> Int { 1 }\n", to: "Chapter01/Sources/Exercise1_1/Helper.swift")
        _ = runner.check([catalogue[0]], variant: .asFound)

        #expect(processes.buildCommands.count == builds + 1)
        #expect(replayed(processes).isEmpty)
    }

    @Test(
        "A replayed command that fails leaves the build to SwiftPM, and the check's verdict is SwiftPM's",
        arguments: ["compile Exercise1_1", "link WorkingExercisesPackageTests.xctest"])
    func failedCommandGoesToSwiftPM(failing: String) throws {
        let (fixture, processes, runner, catalogue) = try builtOnce()
        defer { fixture.remove() }
        processes.others[failing] = ProcessResult(termination: .exited(1))
        let copy = fixture.paths.build.path + "/working/Chapter01/Sources/Exercise1_1/Answer.swift"
        processes.builds = [ProcessResult(termination: .exited(1), output: "\(copy):1:25: error: the build's own\n")]
        let builds = processes.buildCommands.count

        try fixture.write("func answer() -> Int { 40 }\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        let verdicts = runner.check([catalogue[0]], variant: .asFound)

        #expect(replayed(processes).last?.hasPrefix(failing) == true, "it stopped at the failure")
        #expect(processes.buildCommands.count == builds + 1)
        #expect(
            verdicts["1.1"]
                == .doesNotCompile(["Exercises/Chapter01/Sources/Exercise1_1/Answer.swift:1:25: error: the build's own"]
                ))
    }

    @Test("A quick build stopped halfway leaves the next build to SwiftPM: its record is gone while it runs")
    func stoppedReplayGoesToSwiftPM() throws {
        let (fixture, processes, runner, catalogue) = try builtOnce()
        defer { fixture.remove() }
        let record = fixture.paths.build.appendingPathComponent("working/last-build.json")
        #expect(FileManager.default.fileExists(atPath: record.path), "SwiftPM's build was recorded")
        let recordWhileCompiling = RecordSeen()
        processes.whileRunningOther = { command in
            guard command.arguments.first == "compile" else { return }
            recordWhileCompiling.seen = FileManager.default.fileExists(atPath: record.path)
        }

        try fixture.write("func answer() -> Int { 41 }\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        _ = runner.check([catalogue[0]], variant: .asFound)

        #expect(recordWhileCompiling.seen == false)
        #expect(FileManager.default.fileExists(atPath: record.path), "and written again once the link succeeded")
    }

    @Test("A changed test file is compiled again, though the exercise's module shows nothing new")
    func changedTestsAreCompiled() throws {
        let (fixture, processes, runner, catalogue) = try builtOnce()
        defer { fixture.remove() }
        let test = "Chapter01/Tests/Exercise1_1Tests/AnswerTests.swift"
        let shipped = try String(contentsOf: fixture.paths.exerciseFile(test), encoding: .utf8)

        try fixture.write(shipped + "// read again\n", to: test)
        _ = runner.check([catalogue[0]], variant: .asFound)

        #expect(replayed(processes).contains("compile Exercise1_1Tests"))
    }

    @Test("After SwiftPM builds again, the next save is replayed against what SwiftPM built")
    func replayResumesAfterSwiftPM() throws {
        let (fixture, processes, runner, catalogue) = try builtOnce()
        defer { fixture.remove() }

        try fixture.write("func helper() -> Int { 1 }\n", to: "Chapter01/Sources/Exercise1_2/Helper.swift")
        _ = runner.check([catalogue[1]], variant: .asFound)
        try fixture.write("func helper() -> Int { 2 }\n", to: "Chapter01/Sources/Exercise1_2/Helper.swift")
        _ = runner.check([catalogue[1]], variant: .asFound)

        #expect(
            replayed(processes) == [
                "compile Exercise1_2", "compile Exercise1_2Tests", "link WorkingExercisesPackageTests.xctest",
            ])
    }

    @Test("A copy written again within the second of its last version is dated a later second, so the compiler sees it")
    func rewrittenCopyMovesOnASecond() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let exercise = try #require(try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises.first)
        let package = ScratchPackage(
            folder: fixture.paths.build.appendingPathComponent("working"), variant: .asFound, exercises: [exercise],
            strict: false, modules: WorkbookModules.Built(modules: fixture.root, library: nil))
        let copy = package.folder.appendingPathComponent("Chapter01/Sources/Exercise1_1/Answer.swift")
        try package.write(paths: fixture.paths)
        // The last version is dated ahead of the clock, as a save a moment ago within the same second would be.
        let lastVersion = (Date().timeIntervalSince1970 + 60).rounded(.down)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: lastVersion + 0.5)], ofItemAtPath: copy.path)

        try fixture.write("func answer() -> Int { 41 }\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        try package.write(paths: fixture.paths)

        #expect(ScratchPackage.modificationSecond(of: copy) == lastVersion + 1)
        #expect(try String(contentsOf: copy, encoding: .utf8) == "func answer() -> Int { 41 }\n")
    }
}
