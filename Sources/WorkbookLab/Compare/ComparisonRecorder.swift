import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookShell

/// Takes the measurements of `workbook compare` that take minutes — coverage and the spec matrix — and stores them in
/// `Chapters/measurements/` for `compare` and the chapters to read. (The runtime is `workbook bench tour-bench
/// --record`.) Every program runs through ``ProcessRunning``, so tests can replace them.
struct ComparisonRecorder {
    let paths: WorkbookPaths
    let processes: any ProcessRunning
    let say: (String) -> Void

    /// The scratch folder of the coverage build, kept apart so the normal build is never rebuilt for coverage.
    static let coverageScratch = ".build-coverage"

    enum Failure: Error, CustomStringConvertible {
        case failed(String, ProcessResult)

        var description: String {
            switch self {
            case .failed(let what, let result):
                let tail = (result.errors + result.output).split(separator: "\n").suffix(15).joined(separator: "\n")
                return "\(what) failed:\n\(tail)"
            }
        }
    }

    /// Runs the conformance spec once, reading each scenario's outcome per app from the event stream.
    func recordSpec(apps: [Architecture] = Architecture.allCases) throws -> SpecRecord {
        let stream = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-spec-\(getpid()).jsonl")
        defer { try? FileManager.default.removeItem(at: stream) }
        let command = SwiftPackage(in: paths.root).test(filter: "ConformanceTests", events: stream)
        say(command.arguments.joined(separator: " "))
        let result = processes.run(command)
        guard let text = try? String(contentsOf: stream, encoding: .utf8), !text.isEmpty else {
            throw Failure.failed("The conformance run", result)
        }
        let record = SpecRunReport(eventStream: text, modules: apps.map(\.moduleName)).record
        try MeasurementsFolder(root: paths.root).write(record)
        return record
    }

    /// Runs each chapter's tests alone, then the spec alone, with coverage on, and counts each module's lines covered.
    func recordCoverage(apps: [Architecture] = Architecture.allCases) throws -> CoverageRecord {
        let chapterCovered = try apps.map { try coverageRun(filter: $0.chapterTests)[$0.moduleName]?.covered ?? 0 }
        let spec = try coverageRun(filter: "ConformanceTests")
        let record = CoverageRecord(
            modules: zip(apps, chapterCovered).map { app, covered in
                let module = app.moduleName
                return CoverageRecord.Module(
                    module: module, chapterTests: app.chapterTests, lines: spec[module]?.lines ?? 0,
                    coveredByChapter: covered, coveredBySpec: spec[module]?.covered ?? 0)
            })
        try MeasurementsFolder(root: paths.root).write(record)
        return record
    }

    /// One test run with coverage, then each app module's executable and covered lines, by llvm-cov.
    private func coverageRun(filter: String) throws -> [String: (lines: Int, covered: Int)] {
        let package = SwiftPackage(in: paths.root, scratchPath: Self.coverageScratch)
        let test = package.test(filter: filter, coverage: true)
        let spelled = test.arguments.joined(separator: " ")
        say(spelled)
        let run = processes.run(test)
        guard run.succeeded else { throw Failure.failed("`\(spelled)`", run) }
        guard let bin = package.binPath(using: processes) else {
            throw Failure.failed("Asking SwiftPM where `\(spelled)` built", run)
        }
        let binary = ((try? FileManager.default.contentsOfDirectory(atPath: bin.path)) ?? [])
            .first { $0.hasSuffix("PackageTests.xctest") }
        guard let binary else { throw Failure.failed("Finding the test binary in \(bin.path)", run) }
        let export = [
            Self.toolchainTool("llvm-cov"), "export", "-summary-only", "-instr-profile",
            bin.appendingPathComponent("codecov/default.profdata").path, bin.appendingPathComponent(binary).path,
        ]
        let exported = processes.run(ProcessCommand(export, in: paths.root))
        guard exported.succeeded else { throw Failure.failed("`llvm-cov export`", exported) }
        return try Self.moduleLines(exported.output, root: paths.root)
    }

    /// Sums llvm-cov's per-file line counts by module, for files under `Sources/<Module>/`.
    static func moduleLines(_ json: String, root: URL) throws -> [String: (lines: Int, covered: Int)] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let files = ((object?["data"] as? [[String: Any]])?.first?["files"] as? [[String: Any]]) ?? []
        let sources = root.standardizedFileURL.appendingPathComponent("Sources").path + "/"
        var modules: [String: (lines: Int, covered: Int)] = [:]
        for file in files {
            guard let name = file["filename"] as? String, name.hasPrefix(sources),
                let module = name.dropFirst(sources.count).split(separator: "/").first,
                let lines = ((file["summary"] as? [String: Any])?["lines"] as? [String: Any])
            else { continue }
            modules[String(module), default: (0, 0)].lines += lines["count"] as? Int ?? 0
            modules[String(module), default: (0, 0)].covered += lines["covered"] as? Int ?? 0
        }
        return modules
    }

    /// The toolchain's `tool` (`llvm-cov`, `llvm-profdata`): beside the real `swift` on PATH (its coverage format
    /// must match the compiler's), else whichever is on PATH.
    static func toolchainTool(_ tool: String) -> String {
        Toolchain.tool(tool) ?? tool
    }
}
