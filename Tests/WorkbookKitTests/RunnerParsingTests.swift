import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// Reading compiler output and Swift Testing's event stream into verdicts.
@Suite("The runner reads the compiler's errors and the tests' event stream")
struct RunnerParsingTests {
    static let buildOutput = """
        [3/7] Emitting module Exercise1_1
        /w/.workbook/build/working/Chapter01/Sources/Exercise1_1/Price.swift:3:18: error: cannot convert value
        1 | import Backend
        3 |     let x: Int = "a"
          |                  `- error: cannot convert value
        4 | }

        [4/7] Compiling Exercise1_1 Price.swift
        /w/.workbook/build/working/Chapter01/Sources/Exercise1_1/Price.swift:3:18: error: cannot convert value
        /w/Sources/Backend/Server.swift:9:1: warning: unused
        /w/.workbook/build/working/Chapter01/Tests/Exercise1_1Tests/T.swift:7:2: error: cannot find 'label' in scope
        Build failed.
        """

    @Test("Each error is read once, with its excerpt; warnings are left out")
    func errors() {
        let errors = CompilerDiagnostic.errors(in: Self.buildOutput)
        #expect(errors.map(\.line) == [3, 7])
        #expect(errors.first?.text.count == 5)
        #expect(errors.last?.file == "/w/.workbook/build/working/Chapter01/Tests/Exercise1_1Tests/T.swift")
    }

    @Test("A run that ends reports its tests and its issues")
    func finishedRun() {
        let report = TestRunReport(
            eventStream: EventStream.failing("Exercise1_1Tests", message: "Expectation failed", detail: "Edit A.swift"))
        #expect(report.runEnded)
        #expect(report.testCount == 1)
        #expect(report.firstIssue?.message == "Expectation failed")
        #expect(report.firstIssue?.details == ["Edit A.swift"])
        #expect(report.interruptedTest == nil)
    }

    @Test("A run cut short names the test that was running")
    func crashedRun() {
        let report = TestRunReport(eventStream: EventStream.crashing("Exercise1_1Tests") + "\n{\"kind\":\"ev")
        #expect(!report.runEnded)
        #expect(report.interruptedTest == "crashes")
    }

    @Test("The first issue shown is the one from the test declared first, whatever order they arrived in")
    func sourceOrder() {
        let late = "M.S/late()"
        let early = "M.S/early()"
        let stream = [
            EventStream.test(late, name: "late", line: 20), EventStream.test(early, name: "early", line: 5),
            EventStream.issue(late, message: "late failed", file: "/x/T.swift", line: 21),
            EventStream.issue(early, message: "early failed", file: "/x/T.swift", line: 6),
            EventStream.event("runEnded"),
        ].joined(separator: "\n")
        #expect(TestRunReport(eventStream: stream).firstIssue?.message == "early failed")
    }

    @Test("A crash's verdict carries the fatal error and the exercise's line, in the learner's paths")
    func crashVerdict() {
        let exercise = FixtureWorkbook.answer("1.1").exercise
        let copy = "/w/.workbook/build/working/Chapter01/Sources/Exercise1_1/Answer.swift"
        let errors = """
            \(copy):2: Fatal error: not yet
            *** Program crashed: Illegal instruction at 0x1 ***
            Thread 0 crashed:
              0 0x1 answer() + 12 in Tests.xctest at \(copy):2:24
            """
        let verdict = ExerciseRunner.verdict(
            for: exercise, result: ProcessResult(termination: .signalled(4), errors: errors),
            report: TestRunReport(eventStream: EventStream.crashing("Exercise1_1Tests")),
            origins: [copy: "Exercises/Chapter01/Sources/Exercise1_1/Answer.swift"], root: URL(fileURLWithPath: "/w"),
            timeout: 60)
        #expect(
            verdict
                == .crashed(
                    TestCrash(
                        test: "crashes", message: "Fatal error: not yet",
                        location: "Exercises/Chapter01/Sources/Exercise1_1/Answer.swift:2")))
    }

    @Test("A test process that runs past its time did not finish, and the verdict names the test still running")
    func timeout() {
        let verdict = ExerciseRunner.verdict(
            for: FixtureWorkbook.answer("1.1").exercise, result: ProcessResult(termination: .timedOut),
            report: TestRunReport(eventStream: EventStream.crashing("Exercise1_1Tests")), origins: [:],
            root: URL(fileURLWithPath: "/w"), timeout: 60)
        #expect(verdict == .didNotFinish(TestTimeout(test: "crashes", seconds: 60)))
        #expect(
            TestTimeout(test: "crashes", seconds: 60).summary == "did not finish in 60 s — still running: “crashes”")
    }

    @Test("A failure counts the expectations that failed after the first, and in how many tests")
    func otherFailures() {
        let id = "Exercise1_1Tests.Suite/other()"
        let stream = [
            EventStream.failing("Exercise1_1Tests", message: "Expectation failed", detail: "Edit Answer.swift"),
            EventStream.test(id, name: "other", line: 9), EventStream.event("testStarted", test: id),
            EventStream.issue(id, message: "Second", file: "/x/T.swift", line: 10),
            EventStream.issue(id, message: "Third", file: "/x/T.swift", line: 11),
        ].joined(separator: "\n")
        let verdict = ExerciseRunner.verdict(
            for: FixtureWorkbook.answer("1.1").exercise, result: ProcessResult(termination: .exited(1)),
            report: TestRunReport(eventStream: stream), origins: [:], root: URL(fileURLWithPath: "/w"), timeout: 60)
        guard case .failed(let failure) = verdict else {
            Issue.record("expected a failure, got \(verdict)")
            return
        }
        #expect(failure.message == "Expectation failed")
        #expect(failure.othersSummary == "… and 2 more expectations failed, in 2 tests.")
    }
}
