import Foundation
import MiniRx
import WorkbookRecords

// The cost of MiniRx: events per second through a representative chain,
// `map → filter → flatMapLatest → share → two subscribers`, beside the same work as plain closures.
//
//     swift run -c release minirx-bench [events] [--rounds N] [--json]
//     swift run -c release minirx-bench --only <workload> [events]
//
// The workloads run in interleaved rounds in one process (a warm-up round first, not counted), so that
// whatever else the machine is doing slows them alike; each one's figure is its median over the rounds.
// `--json` prints the rounds as a record for `swift run workbook bench --record`, which stores it under
// Chapters/measurements/ as a `BenchmarkRecord` (WorkbookRecords).
// `--only` runs one workload once, for an instruction counter such as callgrind.

/// Something to measure: it pushes `events` values through and returns a checksum of what came out.
struct Workload {
    let name: String
    let summary: String
    let run: (_ events: Int) -> Int
}

/// The chain: each value is doubled, odd multiples of three are dropped, each survivor starts an
/// inner sequence (its value and its negation), and the result is shared by two subscribers.
func throughMiniRx(_ events: Int) -> Int {
    let input = PublishSubject<Int>()
    var first = 0
    var second = 0
    let shared =
        input
        .map { $0 * 2 }
        .filter { $0 % 3 != 0 }
        .flatMapLatest { value in Observable.of(value, -value) }
        .share()
    let bag = DisposeBag()
    shared.subscribe(onNext: { first &+= $0 }).disposed(by: bag)
    shared.subscribe(onNext: { second &+= $0 &* $0 }).disposed(by: bag)
    for value in 0..<events {
        input.onNext(value)
    }
    return first &+ second
}

/// The same chain without its flattening step, to show what `flatMapLatest` costs: `map → filter → share`.
func throughMiniRxWithoutFlattening(_ events: Int) -> Int {
    let input = PublishSubject<Int>()
    var first = 0
    var second = 0
    let shared = input.map { $0 * 2 }.filter { $0 % 3 != 0 }.share()
    let bag = DisposeBag()
    shared.subscribe(onNext: { first &+= $0 }).disposed(by: bag)
    shared.subscribe(onNext: { second &+= $0 &* $0 }).disposed(by: bag)
    for value in 0..<events {
        input.onNext(value)
    }
    return first &+ second
}

/// The same work as the chain, with closures: no subscriptions, no sinks, no sharing machinery.
func throughClosures(_ events: Int) -> Int {
    var first = 0
    var second = 0
    let subscribers: [(Int) -> Void] = [{ first &+= $0 }, { second &+= $0 &* $0 }]
    let inner: (Int) -> Void = { value in
        for element in [value, -value] {
            for subscriber in subscribers { subscriber(element) }
        }
    }
    let filter: (Int) -> Void = { if $0 % 3 != 0 { inner($0) } }
    let map: (Int) -> Void = { filter($0 * 2) }
    for value in 0..<events {
        map(value)
    }
    return first &+ second
}

let workloads = [
    Workload(name: "closures", summary: "plain closures", run: throughClosures),
    Workload(
        name: "chain", summary: "MiniRx: map → filter → flatMapLatest → share → two subscribers",
        run: throughMiniRx),
    Workload(
        name: "chain-without-flattening", summary: "MiniRx without flatMapLatest: map → filter → share",
        run: throughMiniRxWithoutFlattening),
]

/// The command line: `[events] [--rounds N] [--json]`, or `--only <workload> [events]`.
struct Options {
    var events = 1_000_000
    var rounds = 7
    var json = false
    var only: String?

    init(_ arguments: [String], workloadNames: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--rounds": rounds = try Self.number(after: argument, rest.popFirst())
            case "--only": only = try Self.name(after: argument, rest.popFirst(), among: workloadNames)
            default: events = try Self.number(after: "events", argument)
            }
        }
    }

    private static func number(after option: String, _ text: String?) throws -> Int {
        guard let text, let number = Int(text), number >= 0 else { throw UsageError("\(option) needs a number") }
        return number
    }

    private static func name(after option: String, _ text: String?, among names: [String]) throws -> String {
        guard let text, names.contains(text) else {
            throw UsageError("\(option) needs one of: " + names.joined(separator: ", "))
        }
        return text
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

func perSecond(_ duration: Duration, events: Int) -> Int {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return Int(Double(events) / max(seconds, 1e-9))
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()), workloadNames: workloads.map(\.name))
} catch {
    let name = BenchmarkRecord.miniRxBench
    print("\(name): \(error). Usage: \(name) [events] [--rounds N] [--json] | --only <workload> [events]")
    exit(2)
}

if let only = options.only, let workload = workloads.first(where: { $0.name == only }) {
    print("\(workload.name): checksum \(workload.run(options.events))")
    exit(0)
}

let clock = ContinuousClock()
var rates = [[Int]](repeating: [], count: workloads.count)
for round in 0...options.rounds {
    var checksums: [String: Int] = [:]
    for (index, workload) in workloads.enumerated() {
        var checksum = 0
        let duration = clock.measure { checksum = workload.run(options.events) }
        checksums[workload.name] = checksum
        if round > 0 { rates[index].append(perSecond(duration, events: options.events)) }
    }
    guard checksums["chain"] == checksums["closures"] else {
        print("The chain and the closures disagree: \(checksums)")
        exit(1)
    }
}

/// What `--json` prints: every round's rate for every workload.
let record = BenchmarkRecord(
    benchmark: BenchmarkRecord.miniRxBench, baseline: "closures", events: options.events, rounds: options.rounds,
    processors: ProcessInfo.processInfo.activeProcessorCount,
    workloads: zip(workloads, rates).map { .init(name: $0.name, summary: $0.summary, eventsPerSecond: $1) })
if options.json {
    guard RecordJSON.print(record) else {
        print("\(BenchmarkRecord.miniRxBench): the record could not be encoded")
        exit(1)
    }
} else {
    print("\(options.events) events per run, \(options.rounds) interleaved rounds; medians over the rounds:")
    for workload in workloads {
        let rate = (try? record.medianRate(workload.name)) ?? 0
        let line = workload.summary.padding(toLength: 66, withPad: " ", startingAt: 0) + "\(Int(rate)) events/s"
        guard workload.name != record.baseline else {
            print(line)
            continue
        }
        let slowdown = (try? record.medianSlowdown(workload.name)) ?? 0
        print(line + String(format: "   \(record.baseline) %.1f× faster", slowdown))
    }
}
