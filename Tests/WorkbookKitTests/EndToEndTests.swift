import Foundation
import Testing
import WorkbookKit

/// Real builds with the real toolchain, kept to two small fixtures: they are the slowest tests here.
@Suite("End to end: real builds of small fixture exercises", .serialized)
@MainActor
struct EndToEndTests {
    @Test("check --all reports passed, failed, does not compile and crashed, each for its own exercise")
    func checkAll() throws {
        var solved = FixtureWorkbook.answer("1.1")
        solved.stub = "// TODO: done.\nfunc answer() -> Int { 42 }\n"
        var broken = FixtureWorkbook.answer("1.3")
        broken.stub = "// TODO: return the answer.\nfunc answer() -> Int { 0 +  }\n"
        var crashing = FixtureWorkbook.answer("1.4")
        crashing.stub = "// TODO: return the answer.\nfunc answer() -> Int { fatalError(\"not yet\") }\n"
        let fixture = try FixtureWorkbook([solved, FixtureWorkbook.answer("1.2"), broken, crashing])
        defer { fixture.remove() }
        let output = OutputLines()

        let status = fixture.workbook(processes: FakeProcessRunner(), output: output).withRealProcesses.run([
            "check", "--all",
        ])

        #expect(status == 1)
        #expect(output.lines.contains("✔ 1.1 Answer — passed (1 test)"))
        #expect(output.lines.contains("✘ 1.2 Answer — failed"))
        #expect(output.lines.contains("  Return 42 from answer() in Answer.swift"))
        #expect(output.lines.contains("✘ 1.3 Answer — does not compile"))
        #expect(output.lines.contains { $0.hasPrefix("  Exercises/Chapter01/Sources/Exercise1_3/Answer.swift:2:") })
        #expect(output.lines.contains("✘ 1.4 Answer — crashed in “The answer is 42”"))
        #expect(output.lines.contains("  Fatal error: not yet"))
        #expect(output.lines.contains("1 of 4 exercises pass."))
    }

    @Test("verify proves each exercise fails as shipped and passes solved, without touching the learner's files")
    func verify() throws {
        var weak = FixtureWorkbook.answer("1.2")
        weak.test = weak.test.replacingOccurrences(
            of: "\"Return 42 from answer() in Answer.swift\"", with: "\"Try harder\"")
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), weak])
        defer { fixture.remove() }
        let stub = fixture.read("Chapter01/Sources/Exercise1_1/Answer.swift")
        let output = OutputLines()

        let status = fixture.workbook(processes: FakeProcessRunner(), output: output).withRealProcesses.run(["verify"])

        #expect(status == 1)
        #expect(output.lines.contains("1.1       fails as shipped ✔    passes ✔  Answer"))
        #expect(output.lines.contains("1.2       failing ✘             passes ✔  Answer"))
        #expect(
            output.lines.contains(
                "Exercise 1.2: its failure message does not name the file to edit (Answer.swift). As shipped:"))
        #expect(fixture.read("Chapter01/Sources/Exercise1_1/Answer.swift") == stub)
    }
}

extension Workbook {
    /// The same workbook, building and testing for real.
    fileprivate var withRealProcesses: Workbook {
        var copy = self
        copy.processes = SystemProcessRunner()
        return copy
    }
}
