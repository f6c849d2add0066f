import AppCatalogue
import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookRecords
@testable import WorkbookRunner
@testable import WorkbookShell

@Suite("compare's recorded measurements: the spec matrix and coverage, read from the toolchain's own output")
struct MeasurementTests {
    /// Swift Testing's event stream for one scenario run against three apps: one passes, one fails only as a known
    /// issue, one fails.
    private let stream = [
        #"{"kind":"test","payload":{"id":"ConformanceTests.Reservations","displayName":"Reservations"}}"#,
        #"{"kind":"test","payload":{"id":"ConformanceTests.Reservations/reserve(_:)/R.swift:3:6","displayName":"Reserve shows the id"}}"#,
        #"{"kind":"event","payload":{"kind":"testCaseStarted","testID":"ConformanceTests.Reservations/reserve(_:)/R.swift:3:6","_testCase":{"displayName":"Baseline"}}}"#,
        #"{"kind":"event","payload":{"kind":"testCaseStarted","testID":"ConformanceTests.Reservations/reserve(_:)/R.swift:3:6","_testCase":{"displayName":"RHA"}}}"#,
        #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"ConformanceTests.Reservations/reserve(_:)/R.swift:3:6","_testCase":{"displayName":"RHA"},"issue":{"isKnown":true}}}"#,
        #"{"kind":"event","payload":{"kind":"testCaseStarted","testID":"ConformanceTests.Reservations/reserve(_:)/R.swift:3:6","_testCase":{"displayName":"UBER, \"x\""}}}"#,
        #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"ConformanceTests.Reservations/reserve(_:)/R.swift:3:6","_testCase":{"displayName":"UBER, \"x\""},"issue":{"isKnown":false}}}"#,
        #"{"kind":"event","payload":{"kind":"testCaseStarted","testID":"ConformanceTests.Harness/lone()/H.swift:1:1","_testCase":{"displayName":""}}}"#,
    ].joined(separator: "\n")

    @Test("Each scenario's outcome per app is read from the event stream; a test not run per app is no scenario")
    func specFromEvents() {
        let record = SpecRunReport(eventStream: stream, modules: ["Baseline", "RHA", "UBER", "CLE"]).record
        #expect(record.scenarios.count == 1)
        let scenario = record.scenarios[0]
        #expect(scenario.suite == "Reservations")
        #expect(scenario.name == "Reserve shows the id")
        #expect(
            scenario.outcomes == ["Baseline": .passed, "RHA": .knownIssue, "UBER": .failed, "CLE": .notRun])
        #expect(record.summary("RHA") == (met: 1, knownIssues: 1, total: 1))
        #expect(record.summary("UBER") == (met: 0, knownIssues: 0, total: 1))
    }

    @Test("The matrix fits the width it is given and says what each mark means")
    func matrixFits() {
        let record = SpecRunReport(eventStream: stream, modules: ["Baseline", "RHA", "UBER", "CLE"]).record
        let text = SpecMatrix(record).text(width: 50)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 50 })
        #expect(text.contains("Reserve shows the id"))
        #expect(text.contains("✓") && text.contains("K") && text.contains("✗"))
    }

    @Test("compare --spec shows every scenario's whole name, wrapped, within 80 columns, the apps by number and key")
    func matrixKeepsWholeNames() throws {
        let root = try #require(MeasuredRepository.root)
        let record = try MeasurementsFolder(root: root).read(SpecRecord.self)
        let lines = SpecMatrix(record).text(width: 80).split(separator: "\n").map(String.init)

        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(!lines.contains { $0.contains("…") }, "no name is cut")
        #expect(lines.first?.hasPrefix("Apps: 1 Baseline · 2 RHA · 3 TriggerObserver") == true)
        // Each scenario's name, read back from its first line (without its marks) and the indented lines under it.
        let text = lines.map { line in
            var name = line
            while let last = name.last, "✓K✗·".contains(last), name.dropLast().hasSuffix(" ") {
                name.removeLast()
                while name.hasSuffix(" ") { name.removeLast() }
            }
            return name.trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
        for scenario in record.scenarios {
            #expect(text.contains(scenario.name), "\(scenario.name)")
        }
        let longest = try #require(record.scenarios.max { $0.name.count < $1.name.count })
        #expect(longest.name.count > 80, "the record has a name longer than a line, the case this test is about")

        let wide = SpecMatrix(record).text(width: 200).split(separator: "\n")
        #expect(wide.contains { $0.hasSuffix("Baseline  RHA  TriggerObserver  UBER  CleanMVVM  CLE  Unidirectional") })
    }

    @Test("compare --record spec runs the conformance tests once and stores the matrix")
    func recordsSpec() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let events = stream
        let processes = FakeProcessRunner { command in
            if let index = command.arguments.firstIndex(of: "--event-stream-output-path") {
                try? events.write(toFile: command.arguments[index + 1], atomically: true, encoding: .utf8)
            }
            return ProcessResult(termination: .exited(0))
        }
        let recorder = ComparisonRecorder(paths: WorkbookPaths(root: root), processes: processes) { _ in }
        let record = try recorder.recordSpec(apps: [.baseline, .rha])
        #expect(processes.commandLines.count == 1)
        #expect(processes.commandLines.first?.starts(with: ["swift", "test", "--filter", "ConformanceTests"]) == true)
        let stored = try MeasurementsFolder(root: root).read(SpecRecord.self)
        #expect(stored == record)
        #expect(stored.apps == ["Baseline", "RHA"])
    }

    @Test("compare --record coverage runs each chapter alone and the spec alone, and counts each module's lines")
    func recordsCoverage() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let bin = root.appendingPathComponent(".build-coverage/debug")
        try FileManager.default.createDirectory(
            at: bin.appendingPathComponent("ArchitectureWorkbookPackageTests.xctest"),
            withIntermediateDirectories: true)
        // llvm-cov's summary for the last run: RHA covered 30 of 100 lines by its chapter, 80 by the spec; UBER 0 and
        // 40 of 50. Lines outside Sources/ do not count.
        let lastFilter = LockedText()
        let sources = root.standardizedFileURL.appendingPathComponent("Sources").path
        let processes = FakeProcessRunner { command in
            let words = command.arguments
            if let index = words.firstIndex(of: "--filter") { lastFilter.text = words[index + 1] }
            if words.contains("--show-bin-path") { return ProcessResult(termination: .exited(0), output: bin.path) }
            if words.contains("export") {
                let covered =
                    lastFilter.text == "ConformanceTests"
                    ? [80, 40] : lastFilter.text == "Chapter02Tests" ? [30, 0] : [0, 0]
                let json = """
                    {"data":[{"files":[
                    {"filename":"\(sources)/RHA/A.swift","summary":{"lines":{"count":60,"covered":\(covered[0] / 2)}}},
                    {"filename":"\(sources)/RHA/B/C.swift","summary":{"lines":{"count":40,"covered":\(covered[0] / 2)}}},
                    {"filename":"\(sources)/UBER/D.swift","summary":{"lines":{"count":50,"covered":\(covered[1])}}},
                    {"filename":"\(root.path)/Tests/X.swift","summary":{"lines":{"count":9,"covered":9}}}]}]}
                    """
                return ProcessResult(termination: .exited(0), output: json)
            }
            return ProcessResult(termination: .exited(0))
        }
        let recorder = ComparisonRecorder(paths: WorkbookPaths(root: root), processes: processes) { _ in }
        let record = try recorder.recordCoverage(apps: [.rha, .uber])
        let filters = processes.commandLines.compactMap { words in
            words.firstIndex(of: "--filter").map { words[$0 + 1] }
        }
        #expect(filters == ["Chapter02Tests", "Chapter04Tests", "ConformanceTests"])
        #expect(
            processes.commandLines.filter { $0.contains("test") }.allSatisfy { $0.contains("--enable-code-coverage") })
        #expect(
            record.modules == [
                CoverageRecord.Module(
                    module: "RHA", chapterTests: "Chapter02Tests", lines: 100, coveredByChapter: 30, coveredBySpec: 80),
                CoverageRecord.Module(
                    module: "UBER", chapterTests: "Chapter04Tests", lines: 50, coveredByChapter: 0, coveredBySpec: 40),
            ])
        #expect(record.modules[0].percent(record.modules[0].coveredBySpec) == 80)
    }

    @Test("A coverage run that fails stops the recording and says which run")
    func coverageRunFails() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let processes = FakeProcessRunner { _ in ProcessResult(termination: .exited(1), errors: "error: build failed") }
        let recorder = ComparisonRecorder(paths: WorkbookPaths(root: root), processes: processes) { _ in }
        #expect { try recorder.recordCoverage(apps: [.rha]) } throws: { error in
            "\(error)".contains("--filter Chapter02Tests") && "\(error)".contains("build failed")
        }
    }

    private func temporaryRoot() throws -> URL {
        let root = ScratchFolder.root.appendingPathComponent("measure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }
}

/// A string a `@Sendable` closure may change.
private final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var value = ""

    var text: String {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
