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
        options: [record],
        details: [
            "Runs `swift run -c release <name>` and passes the arguments on. With --record, it stores the "
                + "measurement in Chapters/measurements/<name>.json for the chapters' figures (with callgrind's "
                + "instructions per event when valgrind is installed); then run `snippets --update`. Release builds "
                + "take a few minutes the first time.",
            "workbook-speed measures the workbook itself on a fresh clone: the first build, the first check of each "
                + "exercise, save to verdict in watch, verify and swift test.",
        ])

    static let record = CommandOption(
        "--record", "store the measurement for the chapters' figures (wherever it stands, it is never passed on)")

    /// The first value: the benchmark's name or, when there is only one benchmark, its first argument.
    let name: String?
    let arguments: [String]
    let records: Bool

    init(_ arguments: ParsedArguments) {
        name = arguments.first
        self.arguments = arguments.passedOn
        records = arguments.has(Self.record)
    }

    func run(in workbook: Workbook) throws -> Int32 {
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
            throw UsageError(
                "There is no benchmark `\(name)`." + UsageError.didYouMean(name, among: benchmarks)
                    + " The benchmarks: " + benchmarks.joined(separator: ", ") + ".")
        } else {
            throw UsageError("Which benchmark? " + benchmarks.joined(separator: ", ") + ".")
        }
        if records {
            let recorder = BenchmarkRecorder(paths: workbook.paths, processes: workbook.processes) {
                workbook.write(workbook.style.dim($0))
            }
            try recorder.record(benchmark, passing: passed)
            workbook.writeWrapped(
                "Recorded \(MeasurementsFolder.file(benchmark)). "
                    + "`swift run workbook snippets --update` puts its figures in the chapters.")
            return 0
        }
        workbook.write(workbook.style.dim((["swift run -c release", benchmark] + passed).joined(separator: " ")))
        let result = workbook.processes.run(
            ProcessCommand(
                ["swift", "run", "-c", "release", benchmark] + passed, in: workbook.paths.root, showsOutput: true))
        return result.succeeded ? 0 : 1
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
