import Foundation
import WorkbookRecords
import WorkbookShell

/// `workbook bench [<name>] [--record] [<arguments>…]`: a benchmark executable (a folder under `Benchmarks/`), built
/// for release, with the arguments passed on; with `--record`, its measurement is stored for the chapters.
struct BenchCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "bench",
        summary: "run a benchmark (its own executable under Benchmarks/, built for release)",
        arguments: [
            CommandArgument(
                "name", .optional, "the benchmark, an executable under Benchmarks/ (it can go when there is only one)"),
            CommandArgument("arguments", .passedOn, "the benchmark's own arguments, passed on as they are"),
        ],
        options: [record, check],
        details: [
            "Runs `swift run -c release <name>` and passes the arguments on. With --record, it stores the "
                + "measurement in Chapters/measurements/<name>.json for the chapters' figures (with callgrind's "
                + "instructions per event when valgrind is installed); then run `snippets --update`. Release builds "
                + "take a few minutes the first time.",
            "workbook-speed measures the workbook itself on a fresh clone: the first build, the first check of each "
                + "exercise, save to verdict in watch, verify and swift test.",
            "With --check, nothing runs: it fails when the workbook-speed record the README quotes is older than the "
                + "code, by more than \(SpeedRecordAge.margin) commits that change Package.swift, Sources/ or "
                + "Exercises/ (`.ci/run` checks it).",
        ])

    static let record = CommandOption.record(
        "store the measurement for the chapters' figures (wherever it stands, it is never passed on)")

    static let check = CommandOption(
        "--check", "fail when the speed record is older than the code by more than its margin (nothing runs)")

    /// The first value: the benchmark's name or, when there is only one benchmark, its first argument.
    let name: String?
    let arguments: [String]
    let records: Bool
    let checksAge: Bool

    init(_ arguments: ParsedArguments) {
        name = arguments.first
        self.arguments = arguments.passedOn
        records = arguments.has(Self.record)
        checksAge = arguments.has(Self.check)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        if checksAge { return try checkSpeedRecordAge(in: workbook) }
        let benchmarks = Self.benchmarks(in: workbook.paths.root)
        var passed = arguments
        let benchmark: String
        if let name, benchmarks.contains(name) {
            benchmark = name
        } else if benchmarks.count == 1, let only = benchmarks.first {
            benchmark = only
            passed = (name.map { [$0] } ?? []) + arguments
        } else if benchmarks.isEmpty {
            throw WorkbookError("No benchmark yet: each is its own executable under Benchmarks/.")
        } else if let name {
            throw UsageError.unknown("benchmark", name, among: benchmarks)
        } else {
            throw UsageError("Which benchmark? " + benchmarks.joined(separator: ", ") + ".")
        }
        if records {
            let recorder = BenchmarkRecorder(
                paths: workbook.paths, processes: workbook.processes, say: workbook.writeProgress)
            try recorder.record(benchmark, passing: passed)
            workbook.writeWrapped(
                "Recorded \(MeasurementsFolder.file(benchmark)). "
                    + "`swift run workbook snippets --update` puts its figures in the chapters.")
            return 0
        }
        let run = SwiftPackage(in: workbook.paths.root, configuration: .release)
            .run(benchmark, arguments: passed, showsOutput: true)
        workbook.write(workbook.style.dim(run.arguments.joined(separator: " ")))
        return workbook.processes.run(run).succeeded ? 0 : 1
    }

    /// `--check`: whether the speed record the README quotes still describes the code, by ``SpeedRecordAge``.
    private func checkSpeedRecordAge(in workbook: Workbook) throws -> Int32 {
        let record = try MeasurementsFolder(root: workbook.paths.root).read(WorkbookSpeed.self)
        let age = SpeedRecordAge(root: workbook.paths.root, processes: workbook.processes)
        let retake = "Take it again: `swift run workbook bench workbook-speed --record`, then `snippets --update`."
        let file = MeasurementsFolder.file(WorkbookSpeed.recordName)
        switch age.verdict(recordedAt: record.commit) {
        case .current(let changes):
            workbook.writeWrapped(
                "\(workbook.style.green("✔")) \(file) was taken at \(record.commit); "
                    + (changes == 1 ? "1 commit has" : "\(changes) commits have")
                    + " changed the code since, of the \(SpeedRecordAge.margin) it may trail.")
            return 0
        case .stale(let changes):
            workbook.writeWrapped(
                "\(workbook.style.red("✘")) \(file) was taken at \(record.commit), and \(changes) commits have "
                    + "changed the code since (Package.swift, Sources/, Exercises/): more than the "
                    + "\(SpeedRecordAge.margin) it may trail. " + retake)
            return 1
        case .unknownCommit:
            workbook.writeWrapped(
                "\(workbook.style.red("✘")) \(file) names commit \(record.commit), which this repository does "
                    + "not have. " + retake)
            return 1
        case .shallowClone:
            workbook.writeWrapped(
                "\(file) was taken at \(record.commit); this clone is shallow, without the history to tell how "
                    + "much the code has changed since. Nothing checked.")
            return 0
        }
    }

    /// The benchmarks of the workbook at `root`: the folders under `Benchmarks/` that hold an executable's
    /// `main.swift` (not the C target some of them link), by name.
    static func benchmarks(in root: URL) -> [String] {
        let folder = root.appendingPathComponent("Benchmarks")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { name in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + "/main.swift").path)
        }.sorted()
    }
}
