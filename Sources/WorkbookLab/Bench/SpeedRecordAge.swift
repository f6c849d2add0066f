import Foundation
import WorkbookShell

/// Whether the speed record still describes the workbook (`workbook bench --check`, run by `.ci/run`): the README
/// quotes its figures, so they must not outlive the code they measured by much.
///
/// The record names the commit it was taken at. Each later commit that changes what a learner builds and runs —
/// `Package.swift`, `Sources/`, `Exercises/` — makes it one change older; more than ``margin`` such changes, or a
/// commit the repository does not have, and the record is stale: take it again with
/// `swift run workbook bench workbook-speed --record`. Only a shallow clone, which lacks the history to count in,
/// cannot tell.
struct SpeedRecordAge {
    /// How many commits that change the code may follow the record before it must be taken again.
    static let margin = 5
    /// What a learner builds and runs: a change anywhere else (a chapter, a record) leaves the figures standing.
    static let codePaths = ["Package.swift", "Sources", "Exercises"]

    /// What the repository's history says of the record's commit.
    enum Verdict: Equatable {
        /// That many commits changed the code since the record, within the margin.
        case current(changesSince: Int)
        /// That many commits changed the code since the record, beyond the margin.
        case stale(changesSince: Int)
        /// The repository has no such commit (a rewritten history, or a record written by hand).
        case unknownCommit
        /// The clone is shallow: it has not the history to count in.
        case shallowClone
    }

    let root: URL
    let processes: any ProcessRunning

    func verdict(recordedAt commit: String) -> Verdict {
        if git(["rev-parse", "--is-shallow-repository"])?.output.hasPrefix("true") == true { return .shallowClone }
        guard git(["cat-file", "-e", commit + "^{commit}"]) != nil,
            let counted = git(["rev-list", "--count", commit + "..HEAD", "--"] + Self.codePaths),
            let changes = Int(counted.output.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return .unknownCommit }
        return changes > Self.margin ? .stale(changesSince: changes) : .current(changesSince: changes)
    }

    /// `git` with `arguments` in the repository; nil when it fails.
    private func git(_ arguments: [String]) -> ProcessResult? {
        let result = processes.run(ProcessCommand(["git"] + arguments, in: root))
        return result.succeeded ? result : nil
    }
}
