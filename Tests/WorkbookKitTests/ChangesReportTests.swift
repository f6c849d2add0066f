import AppCatalogue
import Foundation
import Testing
import WorkbookRecords
import WorkbookShell

@testable import WorkbookLab

/// What `workbook changes` prints of a run and of `--check`, from results made by hand.
@Suite("changes reports every patch it measured: what failed and why, the count, and what has no second patch")
struct ChangesReportTests {
    private let report = ChangesReport(style: TextStyle(isEnabled: false), width: 100)

    /// Request 02 with a passing first patch in RHA, and a second patch in RHA that failed one scenario.
    private func stockResult(secondStatus: ChangeOutcome.Status = .failed) -> ChangeResult {
        var result = ChangeResult(name: "02-stock", title: "Stock")
        result.outcomes = [ChangeOutcome(module: "RHA", status: .passed)]
        var second = ChangeOutcome(module: "RHA", status: secondStatus)
        second.failures = secondStatus == .passed ? [] : ["Stock shows in the row: expected 3"]
        result.secondOutcomes = [second]
        return result
    }

    @Test("A run names each failing patch with its author and its failures, then counts the patches that pass")
    func runNamesFailures() {
        let lines = report.runLines([stockResult()], seconds: 61.4, apps: [.rha])

        #expect(lines.contains("✘ 02-stock in RHA (second author) failed:"))
        #expect(lines.contains("    Stock shows in the row: expected 3"))
        #expect(
            lines.contains("✘ 1 of 2 patches apply, build and pass the spec and their acceptance scenarios (61 s)."))
        #expect(!ChangesReport.allPassed([stockResult()]))
        #expect(ChangesReport.allPassed([stockResult(secondStatus: .passed)]))
    }

    @Test("A run lists the apps of a request that have no second patch yet, and a missing second patch is not counted")
    func runListsWaitingSecondPatches() {
        var result = stockResult()
        result.secondOutcomes = [ChangeOutcome(module: "RHA", status: .missing)]

        let lines = report.runLines([result], seconds: 1, apps: [.rha])

        #expect(lines.contains { $0.hasPrefix("✔ 1 of 1 patches apply") })
        #expect(lines.last?.hasSuffix("02-stock RHA.") == true)
        #expect(lines.last?.hasPrefix("No second patch yet") == true)
    }

    @Test(
        "--check says which patches apply, fails when the spec patch or any app's patch is stale, and says what to do")
    func checkNamesStalePatches() {
        var stale = stockResult(secondStatus: .stale)
        stale.secondOutcomes?[0].failures = ["error: patch failed: Sources/RHA/Row.swift:12"]
        var specStale = stockResult(secondStatus: .passed)
        specStale.specApplies = false

        let lines = report.checkLines([stale])

        #expect(lines.contains("  ✔ RHA.patch applies"))
        #expect(lines.contains("  ✘ second/RHA.patch does not apply: error: patch failed: Sources/RHA/Row.swift:12"))
        #expect(lines.last == "Changes/README.md says how to refresh a stale patch and how to add a missing one.")
        #expect(!ChangesReport.allApply([stale]) && !ChangesReport.allApply([specStale]))
        #expect(ChangesReport.allApply([stockResult(secondStatus: .passed)]))
        #expect(report.checkLines([specStale]).contains("  ✘ spec.patch does not apply: refresh it"))
    }
}
