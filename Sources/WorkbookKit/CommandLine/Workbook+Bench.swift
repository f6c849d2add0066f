import Foundation

extension Workbook {
    /// Events per run when callgrind counts a workload's instructions: enough that setting the chain up is noise,
    /// few enough that the run under valgrind takes seconds.
    static let countedEvents = 100_000

    /// `workbook bench [<name>] [--record] [arguments…]`: a benchmark executable (a folder under `Benchmarks/`), built
    /// for release, with the arguments passed on. With `--record`, its measurement is stored for the chapters.
    func bench(_ arguments: [String]) -> Int32 {
        let folder = paths.root.appendingPathComponent("Benchmarks")
        let benchmarks = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        var passed = arguments.filter { $0 != "--record" }
        let records = passed.count < arguments.count
        let benchmark: String
        if let first = passed.first, benchmarks.contains(first) {
            benchmark = first
            passed.removeFirst()
        } else if benchmarks.count == 1, let only = benchmarks.first {
            benchmark = only
        } else if benchmarks.isEmpty {
            write("No benchmark yet: chapter 5 brings one, as its own executable under Benchmarks/.")
            return 1
        } else {
            write("Which benchmark? " + benchmarks.joined(separator: ", ") + " (swift run workbook bench <name>)")
            return 2
        }
        if records { return record(benchmark, passing: passed) }
        write(style.dim((["swift run -c release", benchmark] + passed).joined(separator: " ")))
        let result = processes.run(
            ProcessCommand(["swift", "run", "-c", "release", benchmark] + passed, in: paths.root, showsOutput: true)
        )
        return result.succeeded ? 0 : 1
    }

    /// Runs `benchmark --json`, adds callgrind's instructions per event for each workload when valgrind is installed,
    /// and stores the result as `Chapters/measurements/<benchmark>.json`.
    private func record(_ benchmark: String, passing arguments: [String]) -> Int32 {
        write(style.dim("swift build -c release --product \(benchmark)"))
        let build = ["swift", "build", "-c", "release", "--product", benchmark]
        guard processes.run(ProcessCommand(build, in: paths.root, showsOutput: true)).succeeded else {
            write(style.red("\(benchmark) did not build."))
            return 1
        }
        let folder = processes.run(
            ProcessCommand(["swift", "build", "-c", "release", "--show-bin-path"], in: paths.root))
        let executable = folder.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + benchmark
        write(style.dim(([benchmark, "--json"] + arguments).joined(separator: " ")))
        let run = processes.run(ProcessCommand([executable, "--json"] + arguments, in: paths.root))
        guard run.succeeded, var record = try? JSONDecoder().decode(BenchmarkRecord.self, from: Data(run.output.utf8))
        else {
            write(style.red("\(benchmark) --json did not print a measurement. " + run.errors + run.output))
            return 1
        }
        let counter = InstructionCounter(processes: processes, directory: paths.root)
        if counter.isAvailable {
            let counted = record.countedEvents ?? Self.countedEvents
            for index in record.workloads.indices {
                let name = record.workloads[index].name
                write(style.dim("valgrind --tool=callgrind \(benchmark) --only \(name) \(counted)"))
                let many = counter.instructions([executable, "--only", name, String(counted)])
                let none = counter.instructions([executable, "--only", name, "0"])
                if let many, let none {
                    let perEvent = Double(many - none) / Double(counted)
                    record.workloads[index].instructionsPerEvent = Int(perEvent.rounded())
                }
            }
        } else {
            write("valgrind is not installed: the measurement has no instruction counts.")
        }
        do {
            try MetricContext.record(record, as: benchmark, root: paths.root)
        } catch {
            write(style.red("The measurement could not be written: \(error)"))
            return 1
        }
        write(
            "Recorded \(MetricContext.measurementsFolder)/\(benchmark).json. "
                + "`swift run workbook snippets --update` puts its figures in the chapters.")
        return 0
    }
}
