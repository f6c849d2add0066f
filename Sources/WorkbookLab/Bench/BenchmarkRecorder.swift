import Foundation
import WorkbookRecords
import WorkbookShell

/// `workbook bench <name> --record`: builds a benchmark for release, runs it with `--json`, and stores what it
/// measured in `Chapters/measurements/<name>.json` for the chapters' figures.
///
/// Two shapes of measurement are known: a ``BenchmarkRecord`` (workloads and their rates, as `minirx-bench` prints
/// it), to which callgrind's instructions per event are added when valgrind is installed, and a ``WorkbookSpeed``
/// (the workbook's own waits, as `workbook-speed` prints it), stored as it is.
struct BenchmarkRecorder {
    let paths: WorkbookPaths
    let processes: any ProcessRunning
    let say: (String) -> Void

    /// Events per run when callgrind counts a workload's instructions: enough that setting the chain up is noise,
    /// few enough that the run under valgrind takes seconds.
    static let countedEvents = 100_000

    /// Records `benchmark`'s measurement; the error says what went wrong.
    func record(_ benchmark: String, passing arguments: [String]) throws(WorkbookError) {
        let package = SwiftPackage(in: paths.root, configuration: .release)
        let build = package.build(product: benchmark, showsOutput: true)
        say(build.arguments.joined(separator: " "))
        guard processes.run(build).succeeded else {
            throw WorkbookError("\(benchmark) did not build.")
        }
        guard let folder = package.binPath(using: processes) else {
            throw WorkbookError("SwiftPM did not say where \(benchmark) was built.")
        }
        let executable = folder.appendingPathComponent(benchmark).path
        say(([benchmark, "--json"] + arguments).joined(separator: " "))
        let run = processes.run(ProcessCommand([executable, "--json"] + arguments, in: paths.root, showsErrors: true))
        let printed = Data(run.output.utf8)
        do {
            if run.succeeded, var record = try? JSONDecoder().decode(BenchmarkRecord.self, from: printed) {
                countInstructions(in: &record, running: executable)
                try MeasurementsFolder(root: paths.root).write(record, named: benchmark)
            } else if run.succeeded, let speed = try? JSONDecoder().decode(WorkbookSpeed.self, from: printed) {
                try MeasurementsFolder(root: paths.root).write(speed, named: benchmark)
            } else {
                throw WorkbookError("\(benchmark) --json did not print a measurement. " + run.errors + run.output)
            }
        } catch let error as WorkbookError {
            throw error
        } catch {
            throw WorkbookError("The measurement could not be written: \(error)")
        }
    }

    /// Adds callgrind's instructions per event to each workload, when valgrind is installed.
    private func countInstructions(in record: inout BenchmarkRecord, running executable: String) {
        let counter = InstructionCounter(processes: processes, directory: paths.root)
        guard counter.isAvailable else {
            say("valgrind is not installed: the measurement has no instruction counts.")
            return
        }
        // A benchmark may say how many events to count (a tour is slower than an event); otherwise the standard.
        let counted = record.countedEvents ?? Self.countedEvents
        for index in record.workloads.indices {
            let name = record.workloads[index].name
            say("valgrind --tool=callgrind \(record.benchmark) --only \(name) \(counted)")
            let many = counter.instructions([executable, "--only", name, String(counted)])
            let none = counter.instructions([executable, "--only", name, "0"])
            if let many, let none {
                let perEvent = Double(many - none) / Double(counted)
                record.workloads[index].instructionsPerEvent = Int(perEvent.rounded())
            }
        }
    }
}
