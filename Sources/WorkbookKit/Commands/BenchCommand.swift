import Foundation

/// `workbook bench [<name>] [<arguments>…]`: a benchmark executable (a folder under `Benchmarks/`), built for
/// release, with the arguments passed on.
struct BenchCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "bench",
        summary: "run a benchmark (its own executable under Benchmarks/, built for release)",
        arguments: [
            CommandArgument(
                "name and arguments", .passedOn, "the benchmark (it can go when there is only one), then its arguments")
        ],
        details: [
            "Runs `swift run -c release <name>` and passes the arguments on. Release builds take a few minutes the "
                + "first time. workbook-speed measures the workbook itself (first check, save to verdict, verify, "
                + "swift test) on a fresh clone; with --record it writes the figures the README shows."
        ])

    let arguments: [String]

    init(_ arguments: ParsedArguments) {
        self.arguments = arguments.passedOn
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let folder = workbook.paths.root.appendingPathComponent("Benchmarks")
        let benchmarks = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        var passed = arguments
        let benchmark: String
        if let first = arguments.first, benchmarks.contains(first) {
            benchmark = first
            passed.removeFirst()
        } else if benchmarks.count == 1, let only = benchmarks.first {
            benchmark = only
        } else if benchmarks.isEmpty {
            throw WorkbookError("No benchmark yet: each is its own executable under Benchmarks/.")
        } else {
            throw UsageError("Which benchmark? " + benchmarks.joined(separator: ", ") + ".")
        }
        workbook.write(workbook.style.dim((["swift run -c release", benchmark] + passed).joined(separator: " ")))
        let result = workbook.processes.run(
            ProcessCommand(
                ["swift", "run", "-c", "release", benchmark] + passed, in: workbook.paths.root, showsOutput: true))
        return result.succeeded ? 0 : 1
    }
}
