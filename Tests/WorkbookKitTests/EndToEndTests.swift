import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRunner
import WorkbookShell

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `workbook` binary on small fixture workbooks, with real builds and real test processes: what a
/// learner runs, from saves during a check to Ctrl-C. These take a minute or more, so `swift test` skips them;
/// `.ci/run` runs them with `WORKBOOK_END_TO_END=1 swift test --filter EndToEnd`.
@Suite(
    "End to end: the workbook binary on small fixture workbooks", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["WORKBOOK_END_TO_END"] != nil))
struct EndToEndTests {
    let workbook = WorkbookBinary()
    let stubFile = "Chapter01/Sources/Exercise1_1/Answer.swift"
    /// These fixtures are built in, so they live on disk.
    let onDisk = FileManager.default.temporaryDirectory

    @Test("check --all gives each exercise its own verdict, and verify proves which are good exercises")
    func checkAllThenVerify() throws {
        var solved = FixtureWorkbook.answer("1.1")
        solved.stub = "// TODO: done.\nfunc answer() -> Int { 42 }\n"
        var weak = FixtureWorkbook.answer("1.2")
        weak.test = weak.test.replacingOccurrences(
            of: "\"Return 42 from answer() in Answer.swift\"", with: "\"Try harder\"")
        var broken = FixtureWorkbook.answer("1.3")
        broken.stub = "// TODO: return the answer.\nfunc answer() -> Int { 0 +  }\n"
        var crashing = FixtureWorkbook.answer("1.4")
        crashing.stub = "// TODO: return the answer.\nfunc answer() -> Int { fatalError(\"not yet\") }\n"
        let fixture = try FixtureWorkbook([solved, weak, broken, crashing, FixtureWorkbook.answer("1.5")], in: onDisk)
        defer { fixture.remove() }
        let stub = fixture.read(stubFile)

        let check = try workbook.run(["check", "--all"], in: fixture)

        #expect(check.status == 1)
        #expect(check.lines.contains("✔ 1.1 Answer — passed (1 test)"))
        #expect(check.lines.contains("✘ 1.2 Answer — failed"))
        #expect(check.lines.contains("✘ 1.3 Answer — does not compile"))
        #expect(check.lines.contains { $0.hasPrefix("  Exercises/Chapter01/Sources/Exercise1_3/Answer.swift:2:") })
        #expect(check.lines.contains("✘ 1.4 Answer — crashed in “The answer is 42”"))
        #expect(check.lines.contains("  Fatal error: not yet"))
        #expect(check.lines.contains("✘ 1.5 Answer — failed"))
        #expect(check.lines.contains("  Return 42 from answer() in Answer.swift"))
        #expect(check.lines.contains("1 of 5 exercises pass."))

        let verify = try workbook.run(["verify"], in: fixture)

        #expect(verify.status == 1)
        #expect(verify.lines.contains("1.1       done ✘              passes ✔       1 of 1 fail ✔  Answer"))
        #expect(verify.lines.contains("1.2       failing ✘           passes ✔       0 of 1 fail ✘  Answer"))
        #expect(verify.lines.contains("1.5       fails as shipped ✔  passes ✔       1 of 1 fail ✔  Answer"))
        #expect(
            verify.lines.contains(
                "Exercise 1.2: its failure message does not name the file to edit (Answer.swift). As shipped:"))
        #expect(fixture.read(stubFile) == stub, "verify never touches the learner's files")
    }

    @Test("watch: a save while a check runs is checked at once, and the verdict shown is the saved file's")
    func watchTwoSaves() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")], in: onDisk)
        defer { fixture.remove() }
        let started = fixture.root.appendingPathComponent("started")
        let go = fixture.root.appendingPathComponent("go")
        let watch = try workbook.start(["watch", "1.1"], in: fixture)
        defer { watch.stop() }
        func isVerdict(_ line: String) -> Bool { line.hasPrefix("✔ ") || line.hasPrefix("✘ ") }
        try #require(watch.waitForLine(isVerdict), "no first verdict:\n\(watch.lines.joined(separator: "\n"))")

        // First save: still wrong, and its test waits (having said so) until the second save is on disk.
        try fixture.write(
            """
            import Foundation
            // TODO: return the answer.
            func answer() -> Int {
                _ = FileManager.default.createFile(atPath: "\(started.path)", contents: nil)
                while !FileManager.default.fileExists(atPath: "\(go.path)") { usleep(1000) }
                return 0
            }

            """, to: stubFile)
        try #require(waitForFile(started), "the first save's test never ran:\n\(watch.lines.joined(separator: "\n"))")
        // Second save, while the first save's check is running: the answer.
        try fixture.write("func answer() -> Int { 42 }\n", to: stubFile)
        _ = FileManager.default.createFile(atPath: go.path, contents: nil)

        #expect(watch.waitForLine(skipping: 1, isVerdict), "no verdict after the saves")
        let verdicts = watch.lines.filter(isVerdict)
        #expect(verdicts.dropFirst() == ["✔ 1.1 Answer — passed (1 test)"], "\(watch.lines.joined(separator: "\n"))")
        #expect(watch.lines.contains("Checking 1.1… (saved while the last check ran)"))
    }

    @Test("Ctrl-C (in check or watch) and SIGTERM stop the test process too; a test that never ends did not finish")
    func stoppingEverything() throws {
        let fixture = try endlessFixture()
        defer { fixture.remove() }
        let pidFile = fixture.root.appendingPathComponent("test.pid")

        for (command, signal, status) in [("check", SIGINT, 130), ("watch", SIGINT, 130), ("check", SIGTERM, 143)] {
            try? FileManager.default.removeItem(at: pidFile)
            let running = try workbook.start([command, "1.1"], in: fixture)
            defer { running.stop() }
            try #require(waitForFile(pidFile), "the test never started:\n\(running.lines.joined(separator: "\n"))")
            let testProcess = try #require(pid_t(try String(contentsOf: pidFile, encoding: .utf8)))
            defer { if isAlive(testProcess) { kill(testProcess, SIGKILL) } }

            running.send(signal)

            #expect(running.waitForExit(limit: 30), "\(command) did not stop on signal \(signal)")
            #expect(running.status == Int32(status), "\(command), signal \(signal)")
            #expect(isGone(testProcess), "\(command), signal \(signal): the test process is still running")
        }

        try? FileManager.default.removeItem(at: pidFile)
        let run = try workbook.run(["check", "1.1", "--timeout", "3"], in: fixture)

        #expect(run.status == 1)
        #expect(
            run.lines.contains("✘ 1.1 Answer — did not finish in 3 s — still running: “The answer is 42”"),
            "\(run.lines.joined(separator: "\n"))")
        let pid = pid_t((try? String(contentsOf: pidFile, encoding: .utf8)) ?? "")
        #expect(pid.map { isGone($0) } ?? false, "the test that never ended is still running")
    }

    @Test("reset puts back the shipped stub after the learner committed their work, and says how to restore it")
    func resetAfterCommit() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")], in: onDisk)
        defer { fixture.remove() }
        let stub = try #require(fixture.read(stubFile))
        try git(["init", "-q"], in: fixture.root)
        try git(["add", "."], in: fixture.root)
        try git(["commit", "-q", "-m", "Shipped"], in: fixture.root)
        try fixture.write("func answer() -> Int { 42 }\n", to: stubFile)
        try git(["commit", "-q", "-am", "My answer"], in: fixture.root)

        let run = try workbook.run(["reset", "1.1"], in: fixture)

        #expect(run.status == 0)
        #expect(fixture.read(stubFile) == stub)
        #expect(run.lines.contains("Reset Exercises/\(stubFile)"))
        #expect(run.lines.contains("To put them back: swift run workbook restore 1.1"))
        let restored = try workbook.run(["restore", "1.1"], in: fixture)
        #expect(restored.status == 0)
        #expect(fixture.read(stubFile) == "func answer() -> Int { 42 }\n")
    }

    @Test(
        "Exercise 4.2 refuses the one-liner that calls the app's encoder",
        arguments: [true, false])
    func oneLinerRefused(importsTheApp: Bool) throws {
        let fixture = try exercise42Fixture()
        defer { fixture.remove() }
        let stub = try #require(fixture.read("Chapter04/Sources/Exercise4_2/ActionURLWriter.swift"))
        let writer = try #require(stub.range(of: "enum ActionURLWriter {"))
        let declarations = stub[..<writer.lowerBound]
        let oneLiner =
            (importsTheApp ? "import UBER\n" : "") + declarations
            + "enum ActionURLWriter {\n    static func write(_ action: ActionURL) -> Result<String, RouterError> {\n"
            + "        // TODO: done?\n        return .success(\"\\(action)\".actionURLEncoded)\n    }\n}\n"
        try fixture.write(oneLiner, to: "Chapter04/Sources/Exercise4_2/ActionURLWriter.swift")

        let run = try workbook.run(["check", "4.2"], in: fixture)

        #expect(run.status == 1)
        #expect(
            run.lines.contains("✘ 4.2 Write an action URL that reads back as it was, or refuse it — does not compile"))
        if importsTheApp {
            #expect(run.lines.contains { $0.contains("may not import UBER") }, "\(run.lines.joined(separator: "\n"))")
        }
    }

    @Test("tour and compare fit an 80-column terminal", arguments: ["tour", "compare"])
    func width(command: String) throws {
        let run = try workbook.run([command], in: WorkbookBinary.repositoryRoot, environment: ["COLUMNS": "80"])

        #expect(run.status == 0)
        let wide = run.lines.filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide.count) lines wider than 80 columns, e.g. \(wide.first ?? "")")
    }

    @Test("A command line not understood is explained on standard error, with exit status 2")
    func usageOnStandardError() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")], in: onDisk)
        defer { fixture.remove() }

        let run = try workbook.run(["chek", "1.1"], in: fixture)

        #expect(run.status == 2)
        #expect(run.lines.allSatisfy { $0.isEmpty })
        #expect(run.errorLines.first == "There is no command `chek`. Did you mean `check`?")
    }

    // MARK: Fixtures

    /// A workbook whose exercise 1.1 writes its test process's id to `test.pid`, then never returns.
    private func endlessFixture() throws -> FixtureWorkbook {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")], in: onDisk)
        let pidFile = fixture.root.appendingPathComponent("test.pid").path
        try fixture.write(
            """
            import Foundation
            // TODO: return the answer.
            func answer() -> Int {
                let pid = String(ProcessInfo.processInfo.processIdentifier)
                _ = FileManager.default.createFile(atPath: "\(pidFile)", contents: Data(pid.utf8))
                var spins = 0
                while spins >= 0 { spins = (spins + 1) % 1000 }
                return spins
            }

            """, to: stubFile)
        return fixture
    }

    /// The real exercise 4.2 (stub, tests, solution and entry), in a fixture whose one module, `UBER`, has a parser
    /// of its own to tempt the one-liner.
    private func exercise42Fixture() throws -> FixtureWorkbook {
        let fixture = try FixtureWorkbook([], in: onDisk)
        let real = WorkbookBinary.repositoryRoot.appendingPathComponent("Exercises")
        for folder in ["Sources/Exercise4_2", "Tests/Exercise4_2Tests", "Solutions/Exercise4_2"] {
            let source = real.appendingPathComponent("Chapter04/" + folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                try fixture.write(
                    try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8),
                    to: "Chapter04/\(folder)/\(name)")
            }
        }
        let catalogue = try ExerciseCatalogue(contentsOf: real.appendingPathComponent("exercises.json"))
        try fixture.writeManifest([try #require(catalogue.exercise("4.2"))])
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "fixture",
            products: [
                .library(name: "UBER", targets: ["UBER"]),
                .library(name: "WorkbookModules", type: .dynamic, targets: ["UBER"]),
            ],
            targets: [.target(name: "UBER")])

        """.write(to: fixture.root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("Sources/UBER"), withIntermediateDirectories: true)
        try """
        public enum ActionURL {
            public static func parse(_ url: String) -> String { url }
        }
        extension String {
            public var actionURLEncoded: String { self }
        }

        """.write(
            to: fixture.root.appendingPathComponent("Sources/UBER/ActionURL.swift"), atomically: true, encoding: .utf8)
        return fixture
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let identity = ["-c", "user.name=Workbook", "-c", "user.email=workbook@example.com"]
        let result = SystemProcessRunner().run(ProcessCommand(["git"] + identity + arguments, in: folder))
        try #require(result.succeeded, "git \(arguments): \(result.errors)")
    }

    /// Waits until `file` exists, looking every tenth of a second, for at most `limit` seconds: a file is how a
    /// fixture's test says it has started.
    private func waitForFile(_ file: URL, limit: Double = 300) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while !FileManager.default.fileExists(atPath: file.path) {
            guard Date() < deadline else { return false }
            usleep(100_000)
        }
        return true
    }
}
