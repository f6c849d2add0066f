import Foundation
import Testing

@testable import WorkbookLab
@testable import WorkbookShell

/// `workbook bench --check`: the speed record the README quotes is refused once the code has moved on from it by more
/// than its margin, counted in commits that change what a learner builds.
@Suite("The speed record's age")
struct SpeedRecordAgeTests {
    /// A repository whose `git` answers as scripted: shallow or not, whether it has the record's commit, and how many
    /// commits changed the code since it.
    private func repository(shallow: Bool = false, hasCommit: Bool = true, changesSince: Int = 0) -> FakeProcessRunner {
        FakeProcessRunner { command in
            let words = command.arguments
            if words.contains("--is-shallow-repository") {
                return ProcessResult(termination: .exited(0), output: shallow ? "true\n" : "false\n")
            }
            if words.contains("cat-file") { return ProcessResult(termination: .exited(hasCommit ? 0 : 128)) }
            if words.contains("rev-list") {
                return hasCommit
                    ? ProcessResult(termination: .exited(0), output: "\(changesSince)\n")
                    : ProcessResult(termination: .exited(128), errors: "fatal: bad revision")
            }
            return ProcessResult(termination: .exited(1))
        }
    }

    private func age(_ processes: FakeProcessRunner) -> SpeedRecordAge {
        SpeedRecordAge(root: URL(fileURLWithPath: "/workbook"), processes: processes)
    }

    @Test("A record is current while no more commits than its margin have changed the code since it")
    func currentWithinTheMargin() {
        #expect(age(repository(changesSince: 0)).verdict(recordedAt: "abc1234") == .current(changesSince: 0))
        #expect(
            age(repository(changesSince: SpeedRecordAge.margin)).verdict(recordedAt: "abc1234")
                == .current(changesSince: SpeedRecordAge.margin))
    }

    @Test("One commit beyond the margin makes the record stale")
    func staleBeyondTheMargin() {
        let changes = SpeedRecordAge.margin + 1
        #expect(age(repository(changesSince: changes)).verdict(recordedAt: "abc1234") == .stale(changesSince: changes))
    }

    @Test("Only commits that change Package.swift, Sources/ or Exercises/ count, from the record's commit to HEAD")
    func countsOnlyTheCode() {
        let processes = repository(changesSince: 2)
        _ = age(processes).verdict(recordedAt: "abc1234")
        let count = processes.commandLines.first { $0.contains("rev-list") }
        #expect(
            count == ["git", "rev-list", "--count", "abc1234..HEAD", "--", "Package.swift", "Sources", "Exercises"])
    }

    @Test("A record naming a commit the repository does not have is refused, not trusted")
    func unknownCommit() {
        #expect(age(repository(hasCommit: false)).verdict(recordedAt: "0000000") == .unknownCommit)
    }

    @Test("A shallow clone says it cannot tell, and counts nothing")
    func shallowClone() {
        let processes = repository(shallow: true, changesSince: 99)
        #expect(age(processes).verdict(recordedAt: "abc1234") == .shallowClone)
        #expect(!processes.commandLines.contains { $0.contains("rev-list") })
    }
}
