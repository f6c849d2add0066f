import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookShell

@testable import WorkbookRunner

/// The runner's isolation, with a fake `swift` that scripts builds and test runs.
@Suite("The runner keeps one exercise's failure from hiding another's result")
struct RunnerIsolationTests {
    private func catalogue(_ fixture: FixtureWorkbook) throws -> [Exercise] {
        try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises
    }

    /// A build that fails with a compiler error in exercise 1.2's copy.
    private func exercise12DoesNotCompile(in fixture: FixtureWorkbook) -> ProcessResult {
        let copy = fixture.paths.build.path + "/working/Chapter01/Sources/Exercise1_2/Answer.swift"
        return ProcessResult(termination: .exited(1), output: "\(copy):1:5: error: expected expression\n1 | func\n")
    }
    @Test("An exercise that does not compile is left out of the next build; the others are still checked")
    func compileErrorIsIsolated() throws {
        let fixture = try FixtureWorkbook([
            FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2"), FixtureWorkbook.answer("2.1"),
        ])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.builds = [exercise12DoesNotCompile(in: fixture)]
        processes.testRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0))),
            "Exercise2_1Tests": (
                EventStream.failing("Exercise2_1Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
                ProcessResult(termination: .exited(1))
            ),
        ]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
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

    @Test("A check answers once for each exercise asked, in the order asked, whichever step decided it")
    func verdictsInTheOrderAsked() throws {
        let fixture = try FixtureWorkbook([
            FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2"), FixtureWorkbook.answer("2.1"),
        ])
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.paths.exerciseFile("Chapter02/Sources/Exercise2_1/Answer.swift"))
        let processes = FakeProcessRunner()
        processes.builds = [exercise12DoesNotCompile(in: fixture)]
        processes.testRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0)))
        ]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        let byID = Dictionary(uniqueKeysWithValues: try catalogue(fixture).map { ($0.id, $0) })
        let asked = ["2.1", "1.1", "1.2"].compactMap { byID[$0] }

        let verdicts = runner.check(asked, variant: .asFound)

        #expect(verdicts.entries.map(\.exercise.id) == ["2.1", "1.1", "1.2"])
        #expect(verdicts.entries.map(\.verdict.state) == [.doesNotCompile, .passed, .doesNotCompile])
        #expect(!verdicts.allPassed)
    }

    @Test("When every exercise asked about does not compile, no test runs and no verdict is kept for reuse")
    func nothingLeftToTest() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.builds = [exercise12DoesNotCompile(in: fixture)]
        var runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        runner.reusesVerdicts = true
        let broken = try #require(try catalogue(fixture).first { $0.id == "1.2" })

        let verdicts = runner.check([broken], variant: .asFound)

        #expect(verdicts.entries.map(\.verdict.state) == [.doesNotCompile])
        #expect(!processes.commandLines.contains { $0.contains("--event-stream-output-path") })
        let cache = fixture.paths.build.appendingPathComponent("working/verdicts-working.json")
        #expect(!FileManager.default.fileExists(atPath: cache.path))
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
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        let verdicts = runner.check(
            try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises, variant: .asFound)
        #expect(verdicts["1.1"] == .crashed(TestCrash(test: "crashes", message: "Fatal error: boom")))
        #expect(verdicts["1.2"] == .passed(tests: 1))
    }

    @Test("A missing file is named, with the command that puts it back, before anything is built")
    func missingFile() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.paths.exerciseFile("Chapter01/Sources/Exercise1_1/Answer.swift"))
        try FileManager.default.removeItem(
            at: fixture.paths.exerciseFile("Chapter01/Tests/Exercise1_2Tests/AnswerTests.swift"))
        let processes = FakeProcessRunner()
        let runner = ExerciseRunner(
            paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture),
            shipped: ShippedRecord(paths: fixture.paths))

        let verdicts = runner.check(try catalogue(fixture), variant: .asFound)

        #expect(
            verdicts["1.1"]
                == .doesNotCompile([
                    "Exercises/Chapter01/Sources/Exercise1_1/Answer.swift is missing: "
                        + "`swift run workbook reset 1.1` puts it back (keeping a backup of your files)."
                ]))
        #expect(
            verdicts["1.2"]
                == .doesNotCompile([
                    "Exercises/Chapter01/Tests/Exercise1_2Tests/AnswerTests.swift is missing: "
                        + "`swift run workbook reset 1.2 --tests` puts it back (keeping a backup of your files)."
                ]))
        #expect(processes.buildCommands.isEmpty, "nothing is built for exercises that cannot be")
    }

    @Test("An exercise's own code may not import a module its entry leaves out, and is told so before any build")
    func refusedImport() throws {
        var spec = FixtureWorkbook.answer("4.2")
        spec.imports = []
        spec.stub = "import UBER\n// TODO: parse it yourself.\nfunc answer() -> Int { ActionURL.answer }\n"
        let fixture = try FixtureWorkbook([spec])
        defer { fixture.remove() }
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("Sources/UBER"), withIntermediateDirectories: true)
        let processes = FakeProcessRunner()
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))

        let verdicts = runner.check(try catalogue(fixture), variant: .asFound)

        #expect(
            verdicts["4.2"]
                == .doesNotCompile([
                    "Exercises/Chapter04/Sources/Exercise4_2/Answer.swift:1: exercise 4.2 asks for code of your own, "
                        + "so its files may not import UBER (nor any module of the workbook). Remove `import UBER`."
                ]))
        #expect(processes.buildCommands.isEmpty)
    }

    @Test("An exercise whose own code may import nothing of the workbook does not even see its modules")
    func ownCodeSeesNoModules() throws {
        var closed = FixtureWorkbook.answer("4.2")
        closed.imports = []
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), closed])
        defer { fixture.remove() }
        let modules = WorkbookModules.Built(
            modules: URL(fileURLWithPath: "/m/Modules"), library: URL(fileURLWithPath: "/m"))
        let package = ScratchPackage(
            folder: fixture.paths.build.appendingPathComponent("working"), variant: .asFound,
            exercises: try catalogue(fixture), strict: true, modules: modules)

        let manifest = package.manifest()

        let targets = manifest.components(separatedBy: ".target(").dropFirst()
        #expect(targets.count == 2)
        #expect(targets.first?.contains("\"-I\", \"/m/Modules\"") == true, "1.1 sees the workbook's modules")
        let ownCode = targets.last?.components(separatedBy: ".testTarget(").first ?? ""
        #expect(!ownCode.contains("-I"), "4.2's own code does not")
        #expect(manifest.contains(".treatAllWarnings(as: .error)"))
        #expect(!manifest.contains(".package("), "the package depends on nothing: it links the modules' library")
    }

    @Test(
        """
        A package's first check builds only the exercise asked about, so its verdict waits for no other; the rest \
        are built after it, and later checks find them built
        """)
    func firstCheckBuildsTheAskedExerciseAlone() throws {
        let fixture = try FixtureWorkbook([
            FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2"), FixtureWorkbook.answer("2.1"),
        ])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_2Tests": (EventStream.passing("Exercise1_2Tests"), ProcessResult(termination: .exited(0)))
        ]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        let asked = try #require(try catalogue(fixture).first { $0.id == "1.2" })
        let manifest = fixture.paths.build.appendingPathComponent("working/Package.swift")
        func targets() throws -> [String] {
            try String(contentsOf: manifest, encoding: .utf8).components(separatedBy: "\n")
                .filter { $0.contains("name: \"Exercise") && !$0.contains("Tests\"") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }

        let firstCheck = runner.check([asked], variant: .asFound)

        #expect(firstCheck["1.2"] == .passed(tests: 1))
        #expect(firstCheck.restToBuild)
        #expect(try targets() == ["name: \"Exercise1_2\","])

        runner.buildTheRest(variant: .asFound)

        #expect(
            try targets() == ["name: \"Exercise1_1\",", "name: \"Exercise1_2\",", "name: \"Exercise2_1\","])
        #expect(processes.testRunCommands.count == 1, "building the rest runs no tests")
        let laterCheck = runner.check([asked], variant: .asFound)
        #expect(!laterCheck.restToBuild)
        #expect(try targets().count == 3)
    }

    @Test("An exercise that does not compile stays out of later builds until its files change")
    func brokenStaysOut() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.builds = [ProcessResult(termination: .exited(0)), exercise12DoesNotCompile(in: fixture)]
        processes.testRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0)))
        ]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        let first = try #require(try catalogue(fixture).first)
        let manifest = fixture.paths.build.appendingPathComponent("working/Package.swift")

        _ = runner.check([first], variant: .asFound)
        runner.buildTheRest(variant: .asFound)
        #expect(processes.buildCommands.count == 3, "1.1 alone, then both, then without 1.2, which does not compile")
        _ = runner.check([first], variant: .asFound)
        #expect(processes.buildCommands.count == 4, "one build: 1.2 is left out from the start")
        #expect(try !String(contentsOf: manifest, encoding: .utf8).contains("Exercise1_2"))

        try fixture.write("func answer() -> Int { 1 }\n", to: "Chapter01/Sources/Exercise1_2/Answer.swift")
        _ = runner.check([first], variant: .asFound)
        #expect(try String(contentsOf: manifest, encoding: .utf8).contains("Exercise1_2"), "changed, it is back")
    }

    /// Exercises 1.1 and 1.2, whose tests pass, and a runner over them as `verify`'s: it reuses verdicts and builds
    /// every variant in one folder, in turn.
    private func twoPassingExercises() throws -> (FixtureWorkbook, FakeProcessRunner, ExerciseRunner) {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0))),
            "Exercise1_2Tests": (EventStream.passing("Exercise1_2Tests"), ProcessResult(termination: .exited(0))),
        ]
        var runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        runner.reusesVerdicts = true
        runner.buildsVariantsInTurn = true
        return (fixture, processes, runner)
    }

    @Test("Reusing verdicts, verify tests again only what changed; a check always runs the tests")
    func reusedVerdicts() throws {
        let (fixture, processes, reusing) = try twoPassingExercises()
        var runner = reusing
        defer { fixture.remove() }

        let first = runner.check(try catalogue(fixture), variant: .solved)
        #expect(processes.testRunCommands.count == 2)
        let again = runner.check(try catalogue(fixture), variant: .solved)
        #expect(processes.testRunCommands.count == 2, "nothing changed: both verdicts are reused")
        #expect(again == first)

        try fixture.write("func answer() -> Int { 6 * 7 }\n", to: "Chapter01/Solutions/Exercise1_2/Answer.swift")
        _ = runner.check(try catalogue(fixture), variant: .solved)
        #expect(processes.testRunCommands.count == 3, "only the exercise whose solution changed is tested again")

        runner.reusesVerdicts = false
        _ = runner.check(try catalogue(fixture), variant: .solved)
        #expect(processes.testRunCommands.count == 5, "a check runs every test it is asked for")
    }

    @Test(
        "Reusing verdicts, a variant whose every verdict is known builds nothing, though the variant before it was built in its folder"
    )
    func knownVerdictsBuildNothing() throws {
        let (fixture, processes, runner) = try twoPassingExercises()
        defer { fixture.remove() }

        let solved = runner.check(try catalogue(fixture), variant: .solved)
        _ = runner.check(try catalogue(fixture), variant: .shortcut(1))
        #expect(processes.buildCommands.count == 2)
        let runs = processes.testRunCommands.count

        let again = runner.check(try catalogue(fixture), variant: .solved)
        #expect(again == solved)
        #expect(processes.buildCommands.count == 2, "every verdict of the solved variant is known: nothing is built")
        #expect(processes.testRunCommands.count == runs, "and no test runs")

        try fixture.write("func answer() -> Int { 6 * 7 }\n", to: "Chapter01/Solutions/Exercise1_2/Answer.swift")
        _ = runner.check(try catalogue(fixture), variant: .solved)
        #expect(processes.buildCommands.count == 3, "a changed solution is built again")
        #expect(processes.testRunCommands.count == runs + 1, "and only its tests run")
    }

    @Test("When nothing a build reads has changed since the last one that succeeded, no build runs at all")
    func unchangedSkipsTheBuild() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        let binary = fixture.paths.build.appendingPathComponent(
            "working/.build/debug/WorkingExercisesPackageTests.xctest")

        _ = runner.check(try catalogue(fixture), variant: .asFound)
        try FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: binary.path, contents: nil)
        _ = runner.check(try catalogue(fixture), variant: .asFound)
        #expect(processes.buildCommands.count == 1, "unchanged, and the test binary is there: nothing to build")

        try fixture.write("func answer() -> Int { 1 }\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        _ = runner.check(try catalogue(fixture), variant: .asFound)
        #expect(processes.buildCommands.count == 2, "a changed file is built")
        try FileManager.default.removeItem(at: binary)
        _ = runner.check(try catalogue(fixture), variant: .asFound)
        #expect(processes.buildCommands.count == 3, "a missing test binary is built")
    }

    @Test(
        "A changed module builds again only the exercises that import it, never from scratch; one saved unchanged, none"
    )
    func modulesChanged() throws {
        var importing = FixtureWorkbook.answer("1.1")
        importing.stub = "import Backend\n" + importing.stub
        let fixture = try FixtureWorkbook([importing, FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        let source = fixture.root.appendingPathComponent("Sources/Backend/Answer.swift")
        try FileManager.default.createDirectory(
            at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "public let answer = 42\n".write(to: source, atomically: true, encoding: .utf8)
        let processes = FakeProcessRunner()
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        let marker = fixture.paths.build.appendingPathComponent("working/.build/compiled-against-these-modules")
        let manifest = fixture.paths.build.appendingPathComponent("working/Package.swift")
        /// The define that tells SwiftPM which modules' sources an exercise was built against.
        func define(_ module: String) throws -> String {
            let text = try String(contentsOf: manifest, encoding: .utf8)
            let target = try #require(text.components(separatedBy: "name: \"\(module)\"").dropFirst().first)
            let start = try #require(target.range(of: "WORKBOOK_MODULES_"))
            return String(target[start.lowerBound...].prefix { $0 != "\"" })
        }
        func saved(_ text: String, at seconds: TimeInterval) throws {
            try text.write(to: source, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: source.path)
        }

        _ = runner.check(try catalogue(fixture), variant: .asFound)
        try FileManager.default.createDirectory(
            at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: marker.path, contents: nil)
        let first = (try define("Exercise1_1"), try define("Exercise1_2"))

        try saved("public let answer = 42\n", at: 1_000_000)
        _ = runner.check(try catalogue(fixture), variant: .asFound)
        #expect(processes.moduleBuildCommands.count == 1, "saved as it was: nothing to build again")

        try saved("public let answer = 41\n", at: 2_000_000)
        _ = runner.check(try catalogue(fixture), variant: .asFound)
        #expect(processes.moduleBuildCommands.count == 2)
        #expect(FileManager.default.fileExists(atPath: marker.path), "the exercises' build is kept")
        #expect(try define("Exercise1_1") != first.0, "1.1 imports Backend: it is built again")
        #expect(try define("Exercise1_2") == first.1, "1.2 does not: it is left as it was built")

        try saved("public let answer = 42\n", at: 3_000_000)
        _ = runner.check(try catalogue(fixture), variant: .asFound)
        #expect(processes.moduleBuildCommands.count == 3, "changed back after a build: the library is built again")
        #expect(try define("Exercise1_1") == first.0)
        #expect(FileManager.default.fileExists(atPath: marker.path))
    }

    @Test(
        """
        An exercise package is built with line tables only, not the full debug information, indexes only its own \
        code, and shares the workbook's module cache
        """)
    func scratchBuildOptions() throws {
        let (build, packageFolder) = try firstScratchBuild()
        let workbookRoot = packageFolder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let cache = workbookRoot.appendingPathComponent(".build/debug/ModuleCache").standardizedFileURL.path

        #expect(
            build.arguments.suffix(8) == [
                "-Xswiftc", "-gline-tables-only", "-Xswiftc", "-index-ignore-system-modules",
                "-Xswiftc", "-module-cache-path", "-Xswiftc", cache,
            ])
    }

    @Test(
        """
        The module cache an exercise package shares is named through the folder `.build/debug` links to, as SwiftPM \
        names it, and the workbook's own path is kept as it was given
        """)
    func moduleCacheThroughTheDebugLink() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The workbook as it was given: through a link of its own, as `/tmp` is a link to `/private/tmp` on macOS.
        let real = scratch.appendingPathComponent("real")
        let given = scratch.appendingPathComponent("given")
        try FileManager.default.createDirectory(
            at: real.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: given.path, withDestinationPath: real.path)
        let debug = given.appendingPathComponent(".build/debug")
        try FileManager.default.createSymbolicLink(
            atPath: debug.path, withDestinationPath: "x86_64-unknown-linux-gnu/debug")

        let built = WorkbookModules.Built(modules: debug.appendingPathComponent("Modules"), library: debug)

        #expect(
            built.moduleCache?.path
                == given.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/ModuleCache").path)
        #expect(WorkbookModules.Built(modules: debug, library: nil).moduleCache == nil)
    }

    @Test(
        "An exercise package is built with git kept out of its folder, so the workbook's commits and saves leave it alone"
    )
    func scratchBuildsOutsideGit() throws {
        let (build, packageFolder) = try firstScratchBuild()

        #expect(build.environment["GIT_CEILING_DIRECTORIES"] == packageFolder.deletingLastPathComponent().path)
        #expect(build.arguments.contains(packageFolder.path))
    }

    /// The command that builds a one-exercise workbook's package on its first check, and the package's folder. The
    /// workbook has one module, so that the package links its library.
    private func firstScratchBuild() throws -> (build: ProcessCommand, packageFolder: URL) {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let module = fixture.root.appendingPathComponent("Sources/Backend/Backend.swift")
        try FileManager.default.createDirectory(
            at: module.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "public let answer = 42\n".write(to: module, atomically: true, encoding: .utf8)
        let processes = FakeProcessRunner()
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))

        _ = runner.check(try catalogue(fixture), variant: .asFound)

        return (try #require(processes.buildCommands.first), runner.folder(for: .asFound))
    }

    @Test("A compiler's message names the learner's files, a longer path replaced before one it begins with")
    func relabelLongestFirst() {
        let origins = [
            "/scratch/Chapter01/Rule.swift": "Exercises/Chapter01/Sources/Exercise1_2/Rule.swift",
            "/scratch/Chapter01/Rule.swift.gyb": "Exercises/Chapter01/Templates/Rule.gyb",
            "/scratch/Chapter02/Unrelated.swift": "Exercises/Chapter02/Sources/Exercise2_1/Unrelated.swift",
        ]
        let message =
            "/scratch/Chapter01/Rule.swift.gyb:3: from /scratch/Chapter01/Rule.swift:7 in /work/wb/Package.swift"

        let relabelled = ExerciseRunner.relabel(message, origins, root: URL(fileURLWithPath: "/work/wb"))

        #expect(
            relabelled
                == "Exercises/Chapter01/Templates/Rule.gyb:3: from "
                + "Exercises/Chapter01/Sources/Exercise1_2/Rule.swift:7 in Package.swift")
    }

    @Test("A workbook without library modules builds no library and links none")
    func noModulesNoLibrary() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))

        _ = runner.check(try catalogue(fixture), variant: .asFound)

        #expect(processes.moduleBuildCommands.isEmpty)
        #expect(processes.buildCommands.count == 1, "the exercises' package is built")
        let manifest = try String(
            contentsOf: fixture.paths.build.appendingPathComponent("working/Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("-lWorkbookModules"))
    }

    @Test("A build that fails outside every exercise rebuilds the workbook's modules once, then reports it for all")
    func unattributedFailure() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        try fixture.addModule()
        let processes = FakeProcessRunner()
        let failure = ProcessResult(termination: .exited(1), errors: "error: manifest parse error")
        processes.builds = [failure, failure]
        let runner = ExerciseRunner(paths: fixture.paths, processes: processes, catalogue: try catalogue(fixture))
        let verdicts = runner.check(
            try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises, variant: .asFound)
        #expect(verdicts["1.1"] == .doesNotCompile(["error: manifest parse error"]))
        #expect(processes.buildCommands.count == 2)
        #expect(processes.moduleBuildCommands.count == 2, "built once, and once more in case they were stale")
    }

    @Test("The solved variant builds the solutions in place of the stubs, and never touches the learner's files")
    func solvedVariant() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let before = fixture.read("Chapter01/Sources/Exercise1_1/Answer.swift")
        let runner = ExerciseRunner(
            paths: fixture.paths, processes: FakeProcessRunner(), catalogue: try catalogue(fixture))
        _ = runner.check(try ExerciseCatalogue(contentsOf: fixture.paths.manifest).exercises, variant: .solved)
        let copy = try String(
            contentsOf: fixture.paths.build.appendingPathComponent("solved/Chapter01/Sources/Exercise1_1/Answer.swift"),
            encoding: .utf8)
        #expect(copy == "func answer() -> Int { 42 }\n")
        #expect(fixture.read("Chapter01/Sources/Exercise1_1/Answer.swift") == before)
    }
}
