import Foundation
import WorkbookRecords

// How long a learner waits for the workbook, measured on a fresh clone:
//   swift build    the README's first command builds the workbook
//   first build    the first `workbook check`: the exercises, built once against the workbook's modules (the
//                  library `swift build` has linked)
//   clone to first verdict   the two together, with each one's share printed
//   first check    the first check of every other exercise after that (median and slowest)
//   save→verdict   in `workbook watch`, from saving a file to its verdict on screen (median of several saves)
//   verify         a warm `workbook verify` (median of several runs)
//   swift test     a warm `swift test` (median of several runs)
//   swift run      what `swift run` adds before any command starts (a warm `swift run workbook --help`)
// Each command runs the built `workbook` binary, as `swift run` would after its own no-op build.
//
// Run it with `swift run workbook bench workbook-speed [--record] [--source <clone URL or path>] [--branch <name>]
// [--runs <n>]`. The default source is the repository it runs in, at its current commit. It reports its progress on
// standard error; with --json (which `bench --record` passes) it prints its measurement on standard output, and
// `bench --record` keeps it in Chapters/measurements/workbook-speed.json, which the README's figures come from.

let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-speed-\(UUID().uuidString)")
let clone = scratch.appendingPathComponent("workbook")
defer { try? FileManager.default.removeItem(at: scratch) }

let machine = Machine()
say("workbook-speed: \(machine.cores) cores, load average \(machine.loadAverage()) at the start")

let source = options.source ?? here.path
let revision = options.branch ?? Shell.output(["git", "rev-parse", "HEAD"], in: here)
say("Cloning \(source) at \(revision)…")
Shell.require(["git", "clone", "-q", source, clone.path], in: here)
Shell.require(["git", "checkout", "-q", revision], in: clone)
let commit = Shell.output(["git", "rev-parse", "--short", "HEAD"], in: clone)

var record = SpeedRecord(commit: commit, cores: machine.cores)

say("Building the workbook (swift build)…")
let build = Shell.require(["swift", "build"], in: clone)
record.add("swift-build", [build])
let workbook = clone.appendingPathComponent(".build/debug/workbook").path
let exercises = ExerciseList(clone: clone).ids
guard let first = exercises.first else { fatalError("The clone lists no exercises.") }

say("First build: workbook check \(first)…")
let firstCheck = Shell.time([workbook, "check", first], in: clone)
record.add("first-build", [firstCheck])
record.add("clone-to-first-verdict", [build + firstCheck])
say(
    String(
        format: "  clone to first verdict %.1f s: swift build %.0f%%, the first check %.0f%%", build + firstCheck,
        100 * build / (build + firstCheck), 100 * firstCheck / (build + firstCheck)))

say("First check of every other exercise…")
var firstChecks: [Double] = []
for id in exercises.dropFirst() {
    let seconds = Shell.time([workbook, "check", id], in: clone)
    say(String(format: "  %@  %.2f s", id, seconds))
    firstChecks.append(seconds)
}
record.add("first-check", firstChecks)

let watched = options.watchedExercise ?? exercises[min(1, exercises.count - 1)]
say("Save → verdict in workbook watch \(watched), \(options.runs + 2) saves…")
let session = WatchSession(workbook: workbook, clone: clone, exercise: watched)
record.add("save-to-verdict", session.saves(measured: options.runs + 2))

say("workbook verify, once to warm up, then \(options.runs) times…")
_ = Shell.time([workbook, "verify"], in: clone)
record.add("verify", (0..<options.runs).map { _ in Shell.time([workbook, "verify"], in: clone) })

say("swift test, once to warm up, then \(options.runs) times…")
_ = Shell.time(["swift", "test"], in: clone)
record.add("swift-test", (0..<options.runs).map { _ in Shell.time(["swift", "test"], in: clone) })

say("swift run workbook --help, \(options.runs) times…")
_ = Shell.time(["swift", "run", "workbook", "--help"], in: clone)
record.add("swift-run", (0..<options.runs).map { _ in Shell.time(["swift", "run", "workbook", "--help"], in: clone) })

record.loadAverage = machine.loadAverage()
say("")
say(record.summary)
if options.json, !RecordJSON.print(record.speed) {
    say("workbook-speed: the record could not be encoded")
    exit(1)
}
