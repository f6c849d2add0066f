import AppCatalogue
import Foundation
import WorkbookLab
import WorkbookRecords

// The runtime cost of each architecture: the same scripted tour of every feature (the one `workbook tour` shows:
// every screen, a held request, an error, paging, refresh, edit and delete), taken by each app on a fresh server.
//
//     swift run -c release tour-bench [tours] [--rounds N] [--json]
//     swift run -c release tour-bench --only <App> [tours]
//
// The apps take turns in interleaved rounds in one process (a warm-up round first, not counted), so whatever else the
// machine is doing slows them alike; each one's figure is its median over the rounds, and its cost is compared with
// the Baseline's round by round. `--json` prints the rounds as a record for `swift run workbook bench tour-bench
// --record` (a `BenchmarkRecord`: the workloads are the apps, an event is one tour). `--only` takes one app through
// the tours once, for callgrind to count instructions.

/// The command line: `[tours] [--rounds N] [--json]`, or `--only <App> [tours]`.
struct Options {
    var tours = 100
    var rounds = 7
    var json = false
    var only: Architecture?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--rounds": rounds = try Self.number(after: argument, rest.popFirst())
            case "--only":
                guard let name = rest.popFirst(),
                    let app = Architecture.allCases.first(where: { $0.moduleName == name })
                else {
                    throw UsageError(
                        "--only needs one of " + Architecture.allCases.map(\.moduleName).joined(separator: ", "))
                }
                only = app
            default: tours = try Self.number(after: "tours", argument)
            }
        }
    }

    private static func number(after option: String, _ text: String?) throws -> Int {
        guard let text, let number = Int(text), number >= 0 else { throw UsageError("\(option) needs a number") }
        return number
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Takes `app` through `tours` tours; stops the benchmark if one fails (a broken tour measures nothing).
@MainActor
func takeTours(_ app: Architecture, _ tours: Int) {
    for _ in 0..<tours {
        do {
            try TourStep.runTour(in: app)
        } catch {
            print("\(BenchmarkRecord.tourBench): \(app.moduleName) could not finish the tour: \(error)")
            exit(1)
        }
    }
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    let name = BenchmarkRecord.tourBench
    print("\(name): \(error). Usage: \(name) [tours] [--rounds N] [--json] | --only <App> [tours]")
    exit(2)
}

MainActor.assumeIsolated {
    if let only = options.only {
        takeTours(only, options.tours)
        print("\(only.moduleName): \(options.tours) tours")
        exit(0)
    }
    let apps = Architecture.allCases
    let clock = ContinuousClock()
    var rates = [[Int]](repeating: [], count: apps.count)
    for round in 0...options.rounds {
        for (index, app) in apps.enumerated() {
            let duration = clock.measure { takeTours(app, options.tours) }
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            if round > 0 { rates[index].append(Int((Double(options.tours) / max(seconds, 1e-9)).rounded())) }
        }
    }
    let record = BenchmarkRecord(
        benchmark: BenchmarkRecord.tourBench, baseline: Architecture.baseline.moduleName, events: options.tours,
        rounds: options.rounds, processors: ProcessInfo.processInfo.activeProcessorCount,
        workloads: zip(apps, rates).map { app, rounds in
            BenchmarkRecord.Workload(name: app.moduleName, summary: app.title, eventsPerSecond: rounds)
        }, countedEvents: 10)
    if options.json {
        guard RecordJSON.print(record) else {
            print("\(BenchmarkRecord.tourBench): the record could not be encoded")
            exit(1)
        }
    } else {
        print("\(options.tours) tours per run, \(options.rounds) interleaved rounds; medians over the rounds:")
        for app in apps {
            let rate = (try? record.medianRate(app.moduleName)) ?? 0
            let slowdown = (try? record.medianSlowdown(app.moduleName)) ?? 0
            print(
                app.moduleName.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + String(format: "%8.0f tours/s   %.2f× the Baseline's time", rate, slowdown))
        }
    }
}
