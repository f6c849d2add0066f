import AppCatalogue
import Foundation
import Testing
import WorkbookKit
import WorkbookRecords
import WorkbookRunner
import WorkbookShell

@testable import WorkbookLab

/// The commands a learner types, driven through `Workbook.run` with a fake runner and a fixture workbook.
@Suite("The workbook command: contents, hints, solutions, resets and clear mistakes")
struct CommandTests {
    private func fixture() throws -> FixtureWorkbook {
        try FixtureWorkbook([
            FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2"), FixtureWorkbook.answer("2.1"),
        ])
    }

    /// A runner under which exercise 1.2 fails as shipped, naming its file, and passes with its solution.
    private static func exercise12FailingAsShippedPassingSolved() -> FakeProcessRunner {
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_2Tests": (
                EventStream.failing("Exercise1_2Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
                ProcessResult(termination: .exited(1))
            )
        ]
        processes.solvedTestRuns = [
            "Exercise1_2Tests": (EventStream.passing("Exercise1_2Tests"), ProcessResult(termination: .exited(0)))
        ]
        return processes
    }

    @Test("With no arguments it shows the chapters, each chapter's count, a progress bar and the next step")
    func contents() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        try "# 1\n".write(
            to: fixture.root.appendingPathComponent("Chapters/01-one-app-seven-ways.md").creatingFolder(),
            atomically: true, encoding: .utf8)
        try "1.1 done 0\n".write(to: fixture.paths.progress.creatingFolder(), atomically: true, encoding: .utf8)
        let output = OutputLines()

        #expect(fixture.workbook(output: output).run([]) == 0)

        #expect(output.lines.contains("  1  One app, seven ways                        1/2"))
        #expect(output.lines.contains("  2  Reactive Hybrid Architecture: Box binding  0/1  coming"))
        #expect(output.lines.contains("  8  Unidirectional data flow                        coming"))
        #expect(output.lines.contains("  9  Comparing the seven                             coming"))
        #expect(output.lines.contains("  [#############---------------------------]  1 of 3 exercises done"))
        #expect(output.lines.contains("Next: exercise 1.2 — Answer"))
        #expect(output.lines.contains("  Read   Chapters/01-one-app-seven-ways.md"))
        #expect(output.lines.contains("  Edit   Exercises/Chapter01/Sources/Exercise1_2/Answer.swift"))
    }

    @Test("An unknown command gets the nearest command on standard error, and exit status 2")
    func unknownCommand() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let output = OutputLines()
        let errors = OutputLines()
        #expect(fixture.workbook(output: output, errors: errors).run(["hnt", "1.1"]) == 2)
        #expect(output.lines.isEmpty)
        #expect(
            errors.lines == [
                "There is no command `hnt`. Did you mean `hint`?", "See `swift run workbook --help`.",
            ])
    }

    @Test("An unknown id gets the nearest id and the usage on standard error, and exit status 2")
    func unknownID() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let output = OutputLines()
        let errors = OutputLines()
        #expect(fixture.workbook(output: output, errors: errors).run(["check", "2.2"]) == 2)
        #expect(output.lines.isEmpty)
        #expect(
            errors.lines == [
                "There is no exercise 2.2. Did you mean 2.1? The exercises: 1.1, 1.2, 2.1.",
                "Usage: swift run workbook check [<id>] [--all] [--timeout <seconds>]",
                "See `swift run workbook check --help`.",
            ])
    }

    @Test("Every command answers --help with its usage and exit status 0")
    func help() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        for command in CommandRegistry.names {
            let output = OutputLines()
            #expect(fixture.workbook(output: output).run([command, "--help"]) == 0)
            #expect(output.lines.first?.hasPrefix("Usage: swift run workbook \(command)") == true, "\(command)")
        }
    }

    @Test("An unknown option is refused with the nearest option, on standard error")
    func unknownOption() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let errors = OutputLines()
        #expect(fixture.workbook(output: OutputLines(), errors: errors).run(["solution", "1.1", "--forse"]) == 2)
        #expect(errors.lines.first == "Unknown option --forse. Did you mean --force?")
    }

    @Test("Each hint call shows one more hint, and the count is remembered")
    func hints() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let first = OutputLines()
        let second = OutputLines()
        let third = OutputLines()
        #expect(fixture.workbook(output: first).run(["hint", "1.1"]) == 0)
        #expect(fixture.workbook(output: second).run(["hint", "1.1"]) == 0)
        #expect(fixture.workbook(output: third).run(["hint", "1.1"]) == 0)

        #expect(first.lines.filter { $0.hasPrefix("Hint") } == ["Hint 1 of 2: Gentle."])
        #expect(second.lines.filter { $0.hasPrefix("Hint") } == ["Hint 1 of 2: Gentle.", "Hint 2 of 2: Specific."])
        #expect(third.lines.contains { $0.hasPrefix("That was the last hint.") })
        #expect(ProgressStore(contentsOf: fixture.paths.progress)["1.1"].hintsSeen == 2)
    }

    @Test("The solution waits until the exercise passes (saying so on standard error) unless forced, then shows a diff")
    func solution() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let refusedOutput = OutputLines()
        let refused = OutputLines()
        #expect(fixture.workbook(output: refusedOutput, errors: refused).run(["solution", "1.1"]) == 1)
        #expect(refused.lines.first == "Exercise 1.1 has not passed yet: check it with `swift run workbook check 1.1`.")
        #expect(refusedOutput.lines.isEmpty, "a refusal goes to standard error, like every other")

        let forced = OutputLines()
        #expect(fixture.workbook(output: forced).run(["solution", "1.1", "--force"]) == 0)
        #expect(
            Array(forced.lines.dropFirst(2)) == [
                "@@ -1,2 +1,1 @@", "-// TODO: return the answer.", "-func answer() -> Int { 0 }",
                "+func answer() -> Int { 42 }",
            ])
    }

    @Test("Once the exercise passes, the solution is shown without --force, even when your file is the solution")
    func solutionAfterPassing() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let file = "Chapter01/Sources/Exercise1_1/Answer.swift"
        try fixture.write("func answer() -> Int { 6 * 7 }\n", to: file)
        try "1.1 done 0\n".write(to: fixture.paths.progress.creatingFolder(), atomically: true, encoding: .utf8)
        let output = OutputLines()
        let errors = OutputLines()

        #expect(fixture.workbook(output: output, errors: errors).run(["solution", "1.1"]) == 0)

        #expect(errors.lines.isEmpty)
        #expect(output.lines.first == "--- yours     Exercises/\(file)")
        #expect(
            Array(output.lines.dropFirst(2)) == [
                "@@ -1,1 +1,1 @@", "-func answer() -> Int { 6 * 7 }", "+func answer() -> Int { 42 }",
            ])

        try fixture.write("func answer() -> Int { 42 }\n", to: file)
        let same = OutputLines()
        #expect(fixture.workbook(output: same).run(["solution", "1.1"]) == 0)
        #expect(same.lines.last == "Your file is the solution, line for line.")
    }

    @Test("check without an id checks the next unfinished exercise, and says so and how to check them all")
    func checkNextSaysHowToCheckAll() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": (
                EventStream.failing("Exercise1_1Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
                ProcessResult(termination: .exited(1))
            )
        ]
        let output = OutputLines()

        #expect(fixture.workbook(processes: processes, output: output).run(["check"]) == 1)

        #expect(
            output.lines.joined(separator: " ").contains(
                "Checked one exercise, 1.1, the next you have not finished. To check every exercise: swift run "
                    + "workbook check --all"))
        #expect(
            output.lines.last?.hasPrefix("Building the other exercises once") == true,
            "a first check builds the other exercises after its verdict")
        let named = OutputLines()
        _ = fixture.workbook(processes: processes, output: named).run(["check", "1.1"])
        #expect(!named.lines.contains { $0.hasPrefix("Checked one exercise") })
    }

    @Test("check records each verdict in the progress file and exits 0 only when every exercise passes")
    func checkRecordsProgress() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0))),
            "Exercise1_2Tests": (
                EventStream.failing("Exercise1_2Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
                ProcessResult(termination: .exited(1))
            ),
        ]
        let output = OutputLines()
        #expect(fixture.workbook(processes: processes, output: output).run(["check", "1.1"]) == 0)
        #expect(output.lines.contains("✔ 1.1 Answer — passed (1 test)"))
        #expect(fixture.workbook(processes: processes, output: OutputLines()).run(["check"]) == 1)
        let chapter = OutputLines()
        #expect(fixture.workbook(processes: processes, output: chapter).run(["check", "1"]) == 1)
        #expect(chapter.lines.contains("1 of 2 exercises pass."))

        let progress = ProgressStore(contentsOf: fixture.paths.progress)
        #expect(progress["1.1"].state == .passed)
        #expect(progress["1.2"].state == .failing)
    }

    @Test("reset keeps a backup, says where and how to restore it, and marks the exercise not started")
    func reset() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let file = "Chapter01/Sources/Exercise1_1/Answer.swift"
        let shipped = try fixture.shippedNow()
        try fixture.write("func answer() -> Int { 42 }\n", to: file)
        try "1.1 done 1\n".write(to: fixture.paths.progress.creatingFolder(), atomically: true, encoding: .utf8)
        let output = OutputLines()

        #expect(fixture.workbook(output: output).run(try fixture.reset(["1.1"], shipped: shipped)) == 0)

        #expect(
            output.lines == [
                "Reset Exercises/\(file)", "Your files are kept in .workbook/backups/2026-11-21T22-26-40Z/",
                "To put them back: swift run workbook restore 1.1",
            ])
        #expect(ProgressStore(contentsOf: fixture.paths.progress)["1.1"] == .init(state: .notStarted, hintsSeen: 1))
    }

    @Test("restore puts back the files a reset kept, keeps those it replaces, and checks them: list shows their state")
    func restore() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let file = "Chapter01/Sources/Exercise1_1/Answer.swift"
        let shipped = try fixture.shippedNow()
        let stub = try #require(fixture.read(file))
        try fixture.write("func answer() -> Int { 41 } // nearly\n", to: file)
        #expect(fixture.workbook(output: OutputLines()).run(try fixture.reset(["1.1"], shipped: shipped)) == 0)
        try fixture.write("// started again\n" + stub, to: file)
        let output = OutputLines()
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": (
                EventStream.failing("Exercise1_1Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
                ProcessResult(termination: .exited(1))
            )
        ]

        #expect(fixture.workbook(processes: processes, output: output).run(["restore", "1.1"]) == 0)

        #expect(fixture.read(file) == "func answer() -> Int { 41 } // nearly\n")
        #expect(
            Array(output.lines.prefix(3)) == [
                "Restored Exercises/\(file)", "from .workbook/backups/2026-11-21T22-26-40Z/",
                "The files they replaced are kept in .workbook/backups/2026-11-21T22-26-40Z-2/",
            ])
        #expect(output.lines.contains { $0.hasPrefix("✘ 1.1 Answer — failed") })
        #expect(ProgressStore(contentsOf: fixture.paths.progress)["1.1"].state == .failing)
        let list = OutputLines()
        #expect(fixture.workbook(output: list).run(["list"]) == 0)
        #expect(list.lines.contains { $0.hasPrefix("  1.1  failing") })
        let kept = fixture.paths.backups.appendingPathComponent("2026-11-21T22-26-40Z-2/Exercises/" + file)
        #expect(try String(contentsOf: kept, encoding: .utf8) == "// started again\n" + stub)
    }

    @Test(
        "verify with an id checks only that exercise: fails as shipped naming its file, passes solved, shortcut fails")
    func verifyOne() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = Self.exercise12FailingAsShippedPassingSolved()
        let output = OutputLines()

        #expect(fixture.workbook(processes: processes, output: output).run(["verify", "1.2"]) == 0)

        #expect(output.lines.contains("Exercise  As shipped          With solution  Shortcuts"))
        #expect(output.lines.contains("1.2       fails as shipped ✔  passes ✔       1 of 1 fail ✔  Answer"))
        #expect(!output.lines.contains { $0.hasPrefix("1.1 ") || $0.hasPrefix("2.1 ") })
        let testRuns = processes.commands.filter { $0.arguments.contains("--filter") }
        #expect(testRuns.count == 3 && testRuns.allSatisfy { $0.arguments.contains("^Exercise1_2Tests\\.") })
    }

    @Test("verify's table gives the title all the room the other columns leave, up to the terminal's last column")
    func verifyTitleRoom() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = Self.exercise12FailingAsShippedPassingSolved()
        let row = "1.2       fails as shipped ✔  passes ✔       1 of 1 fail ✔  Answer"
        let output = OutputLines()
        var workbook = fixture.workbook(processes: processes, output: output)
        workbook.width = row.count

        #expect(workbook.run(["verify", "1.2"]) == 0)

        #expect(output.lines.contains(row), "the title, Answer, fits exactly")

        let narrower = OutputLines()
        var narrowerWorkbook = fixture.workbook(
            processes: Self.exercise12FailingAsShippedPassingSolved(), output: narrower)
        narrowerWorkbook.width = row.count - 1
        #expect(narrowerWorkbook.run(["verify", "1.2"]) == 0)
        let cut = try #require(narrower.lines.first { $0.hasPrefix("1.2 ") })
        #expect(cut.count <= row.count - 1 && !cut.hasSuffix("Answer"), "one column less cuts the title: \(cut)")
    }

    @Test(
        "verify builds every variant in turn in a package of its own, apart from the one check builds the learner's files in"
    )
    func verifyVariantsApart() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        try fixture.addModule()
        let processes = FakeProcessRunner()

        _ = fixture.workbook(processes: processes, output: OutputLines()).run(["verify"])

        let scratchPaths = processes.buildCommands.compactMap { command in
            command.arguments.firstIndex(of: "--scratch-path").map { command.arguments[$0 + 1] }
        }
        #expect(
            scratchPaths == [
                fixture.paths.build.appendingPathComponent("verify/.build").path,
                fixture.paths.build.appendingPathComponent("verify/.build").path,
                fixture.paths.build.appendingPathComponent("verify/.build").path,
            ])
        #expect(processes.moduleBuildCommands.count == 1, "the workbook's modules are built once for both")

        _ = fixture.workbook(processes: processes, output: OutputLines()).run(["check", "1.1"])
        #expect(
            processes.buildCommands.last?.arguments.drop { $0 != "--scratch-path" }.dropFirst().first
                == fixture.paths.build.appendingPathComponent("working/.build").path,
            "a check builds the learner's files in a folder of its own")
    }

    @Test("verify counts a stub that passes as a miss, and exits non-zero; its shortcut passing too is one more")
    func verifyMiss() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        processes.testRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0)))
        ]
        let output = OutputLines()
        #expect(fixture.workbook(processes: processes, output: output).run(["verify", "1.1"]) == 1)
        #expect(output.lines.contains("Exercise 1.1: it passes as shipped. As shipped:"))
        #expect(output.lines.contains("Exercise 1.1: shortcut \"off-by-one\" passes. With that shortcut:"))
        #expect(output.lines.last?.hasPrefix("2 misses.") == true)
    }

    @Test("verify counts a shortcut that passes, or fails for another reason than its own, as a miss")
    func verifyShortcutMiss() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let processes = FakeProcessRunner()
        let failing = (
            EventStream.failing("Exercise1_1Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
            ProcessResult(termination: .exited(1))
        )
        processes.testRuns = ["Exercise1_1Tests": failing]
        processes.solvedTestRuns = [
            "Exercise1_1Tests": (EventStream.passing("Exercise1_1Tests"), ProcessResult(termination: .exited(0)))
        ]
        processes.shortcutTestRuns = processes.solvedTestRuns
        let passing = OutputLines()
        #expect(fixture.workbook(processes: processes, output: passing).run(["verify", "1.1"]) == 1)
        #expect(passing.lines.contains("1.1       fails as shipped ✔  passes ✔       0 of 1 fail ✘  Answer"))
        #expect(passing.lines.contains("Exercise 1.1: shortcut \"off-by-one\" passes. With that shortcut:"))

        processes.shortcutTestRuns = [
            "Exercise1_1Tests": (
                EventStream.failing("Exercise1_1Tests", message: "Expectation failed", detail: "Something else"),
                ProcessResult(termination: .exited(1))
            )
        ]
        // Another shortcut, so that its verdict is not the one kept from the last run.
        try fixture.write(
            "func answer() -> Int { 40 }\n", to: "Chapter01/Shortcuts/Exercise1_1/off-by-one/Answer.swift")
        let otherReason = OutputLines()
        #expect(fixture.workbook(processes: processes, output: otherReason).run(["verify", "1.1"]) == 1)
        #expect(
            otherReason.lines.contains(
                "Exercise 1.1: shortcut \"off-by-one\" fails, but not with “Answer.swift”: it fails “fails”. With "
                    + "that shortcut:"))
    }

    @Test("bench runs the benchmark executable for release and passes the arguments on")
    func bench() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        try fixture.addBenchmark("fast-bench")
        // A folder without a main.swift (a C target the benchmarks link, say) is no benchmark.
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("Benchmarks/counters"), withIntermediateDirectories: true)
        let processes = FakeProcessRunner()
        processes.others = ["swift run": ProcessResult(termination: .exited(0))]
        #expect(fixture.workbook(processes: processes, output: OutputLines()).run(["bench", "--quick"]) == 0)
        #expect(processes.commands.last?.arguments == ["swift", "run", "-c", "release", "fast-bench", "--quick"])

        try fixture.addBenchmark("slow-bench")
        let errors = OutputLines()
        #expect(fixture.workbook(processes: processes, output: OutputLines(), errors: errors).run(["bench"]) == 2)
        #expect(errors.lines.first == "Which benchmark? fast-bench, slow-bench.")
        let usage = "Usage: swift run workbook bench [<name>] [--record] [--check] [<arguments>…]"
        #expect(errors.lines.dropFirst().first == usage)
    }

    @Test("bench --check passes a speed record within its margin and fails one beyond it, saying how to retake it")
    func benchCheck() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let speed = WorkbookSpeed(commit: "abc1234", cores: 2, loadAverage: "0.10 0.20 0.30", figures: [:])
        try MeasurementsFolder(root: fixture.root).write(speed, named: WorkbookSpeed.recordName)
        let processes = FakeProcessRunner()
        processes.others = [
            "git rev-parse": ProcessResult(termination: .exited(0), output: "false\n"),
            "git cat-file": ProcessResult(termination: .exited(0)),
            "git rev-list": ProcessResult(termination: .exited(0), output: "\(SpeedRecordAge.margin)\n"),
        ]
        let output = OutputLines()
        #expect(fixture.workbook(processes: processes, output: output).run(["bench", "--check"]) == 0)
        #expect(output.lines.joined(separator: " ").contains("was taken at abc1234"))
        #expect(!processes.commands.contains { $0.arguments.starts(with: ["swift"]) }, "--check runs nothing")

        processes.others["git rev-list"] = ProcessResult(termination: .exited(0), output: "1\n")
        let one = OutputLines()
        #expect(fixture.workbook(processes: processes, output: one).run(["bench", "--check"]) == 0)
        #expect(one.lines.joined(separator: " ").contains("1 commit has changed the code since"))

        processes.others["git rev-list"] = ProcessResult(
            termination: .exited(0), output: "\(SpeedRecordAge.margin + 1)\n")
        let stale = OutputLines()
        #expect(fixture.workbook(processes: processes, output: stale).run(["bench", "--check"]) == 1)
        #expect(stale.lines.joined(separator: " ").contains("swift run workbook bench workbook-speed --record"))

        processes.others["git cat-file"] = ProcessResult(termination: .exited(128))
        #expect(fixture.workbook(processes: processes, output: OutputLines()).run(["bench", "--check"]) == 1)
    }

    @Test("bench --record stores the benchmark's measurement for the chapters, counting nothing without valgrind")
    func benchRecord() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        try fixture.addBenchmark("fast-bench")
        let measured = """
            {"baseline": "closures", "benchmark": "fast-bench", "events": 10, "processors": 2, "rounds": 1,
             "workloads": [{"eventsPerSecond": [40], "name": "closures", "summary": "plain closures"}]}
            """
        let processes = FakeProcessRunner()
        processes.builds = [
            ProcessResult(termination: .exited(0)), ProcessResult(termination: .exited(0), output: "/bin\n"),
        ]
        processes.others = ["/bin/fast-bench --json": ProcessResult(termination: .exited(0), output: measured)]
        let output = OutputLines()
        #expect(
            fixture.workbook(processes: processes, output: output).run(["bench", "--record", "--rounds", "1"]) == 0)
        #expect(processes.commands.map(\.arguments).contains(["/bin/fast-bench", "--json", "--rounds", "1"]))
        #expect(output.lines.contains("valgrind is not installed: the measurement has no instruction counts."))
        let record = try MetricContext(root: fixture.root).benchmark("fast-bench")
        #expect(record.workloads == [.init(name: "closures", summary: "plain closures", eventsPerSecond: [40])])

        // --record is bench's own wherever it stands: the benchmark never sees it.
        processes.builds = [
            ProcessResult(termination: .exited(0)), ProcessResult(termination: .exited(0), output: "/bin\n"),
        ]
        let arguments = ["bench", "fast-bench", "--rounds", "2", "--record"]
        #expect(fixture.workbook(processes: processes, output: OutputLines()).run(arguments) == 0)
        #expect(processes.commands.map(\.arguments).contains(["/bin/fast-bench", "--json", "--rounds", "2"]))
        #expect(!processes.commands.contains { $0.arguments.contains("--record") })

        processes.builds = [
            ProcessResult(termination: .exited(0)), ProcessResult(termination: .exited(0), output: "/bin\n"),
        ]
        processes.others = ["/bin/fast-bench --json": ProcessResult(termination: .exited(1), errors: "crashed")]
        let failed = OutputLines()
        #expect(fixture.workbook(processes: processes, output: failed).run(["bench", "--record"]) == 1)
        #expect(failed.lines.last == "fast-bench --json did not print a measurement. crashed")
    }

    @Test("compare prints one row per app of the catalogue")
    func compare() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let output = OutputLines()
        #expect(fixture.workbook(output: output).run(["compare"]) == 0)
        for architecture in Architecture.allCases {
            #expect(output.lines.contains { $0.hasPrefix(architecture.moduleName + " ") }, "no row for \(architecture)")
        }
        #expect(output.lines.allSatisfy { $0.count <= 80 }, "a line is wider than the terminal")
    }
}

extension URL {
    /// Creates the folder this file goes in, and returns the file's URL.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
