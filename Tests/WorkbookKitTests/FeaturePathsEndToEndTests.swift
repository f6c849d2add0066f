import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookRecords
@testable import WorkbookShell

/// `side-by-side --record` on a scratch copy of the repository: first as it is, where the record must come out as
/// committed (same code, same record), then with the code of one action changed, where the recorded path follows
/// the code. It builds the copy's apps with coverage from nothing, about a minute on two cores, then again for the one
/// changed file, so it runs only with the end-to-end tests (`WORKBOOK_END_TO_END=1 swift test --filter EndToEnd`),
/// which `.ci/run` runs.
@Suite(
    "End to end: a recorded feature path follows the code that ran",
    .enabled(if: ProcessInfo.processInfo.environment["WORKBOOK_END_TO_END"] != nil))
struct FeaturePathsEndToEndTests {
    @Test("The record comes out as committed, and a line added to the Baseline's reserve shows in that path alone")
    func pathFollowsTheCode() throws {
        let repository = WorkbookBinary.repositoryRoot
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for item in ["Package.swift", "Sources", "Benchmarks", "Tests", "Exercises/exercises.json"] {
            let target = scratch.appendingPathComponent(item)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repository.appendingPathComponent(item), to: target)
        }
        let recordFile = MeasurementsFolder.file(ObservedPaths.recordName)
        let asIs = try WorkbookBinary().run(["side-by-side", "--record"], in: scratch, limit: 1800)
        #expect(asIs.status == 0, "\(asIs.lines.suffix(20).joined(separator: "\n"))")
        let committed = try String(contentsOf: repository.appendingPathComponent(recordFile), encoding: .utf8)
        let recorded = try String(contentsOf: scratch.appendingPathComponent(recordFile), encoding: .utf8)
        #expect(
            recorded == committed,
            "The code as it is records other paths than \(recordFile) holds: run `swift run workbook side-by-side --record`."
        )

        let file = scratch.appendingPathComponent("Sources/Baseline/ReservationsViewController.swift")
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let reserve = try #require(lines.firstIndex { $0.contains("private func reserve()") })
        lines.insert("        let reservationsAttempted = 1", at: reserve + 1)
        lines.insert("        _ = reservationsAttempted", at: reserve + 2)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)

        let run = try WorkbookBinary().run(["side-by-side", "--record"], in: scratch, limit: 1800)

        #expect(run.status == 0, "\(run.lines.suffix(20).joined(separator: "\n"))")
        let before = try MeasurementsFolder(root: repository).read(ObservedPaths.self)
        let after = try MeasurementsFolder(root: scratch).read(ObservedPaths.self)
        let changed = try #require(
            after.path("reserve", "Baseline")?.files.first { $0.path.hasSuffix(file.lastPathComponent) })
        #expect(changed.lines.contains(reserve + 2))
        #expect(changed.lines.contains(reserve + 3))
        #expect(after.path("reserve", "Baseline") != before.path("reserve", "Baseline"))
        for module in ["RHA", "TriggerObserver", "UBER", "CleanMVVM", "CLE"] {
            #expect(after.path("reserve", module) == before.path("reserve", module), "\(module)")
        }
    }
}
