import Foundation
import WorkbookRecords

// How long a learner waits for the workbook, measured on a fresh clone:
//   first run      `swift run workbook`, the README's first command: builds the workbook and shows the book
//   first verdict  `swift run workbook check <first exercise>`, until its verdict is on screen: it links the
//                  workbook's modules into one library and builds that exercise alone
//   first build    the same check to its end: after the verdict it builds every other exercise once
//   clone to first verdict   first run and first verdict together, with each one's share printed
//   first check    the first check of every other exercise after that (median and slowest)
//   save→verdict   in `workbook watch`, from saving a file to its verdict on screen (median of several saves), for
//                  a save that changes a function's body (most saves) and for one that adds a declaration, which
//                  the exercise's tests must compile again to see; and, printed only, the steps of one check
//                  after a body change, each with its share
//   verify         a warm `workbook verify` (median of several runs)
//   swift test     a warm `swift test` (median of several runs)
//   swift run      what `swift run` adds before any command starts (a warm `swift run workbook --help`)
// After the first check, each command runs the built `workbook` binary, as `swift run` would after its own no-op
// build (the last figure).
//
// The first four are measured on each of several fresh clones (--clones, 5 unless told), the rest on the last one.
//
// Run it with `swift run workbook bench workbook-speed [--record] [--source <clone URL or path>] [--branch <name>]
// [--runs <n>] [--clones <n>]`. The default source is the repository it runs in, at its current commit. It reports
// its progress on standard error; with --json (which `bench --record` passes) it prints its measurement on standard
// output, and `bench --record` keeps it in Chapters/measurements/workbook-speed.json, which the README's figures come
// from.

let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-speed-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: scratch) }

let machine = Machine()
say("workbook-speed: \(machine.cores) cores, load average \(machine.loadAverage()) at the start")

let source = options.source ?? here.path
let revision = options.branch ?? Shell.output(["git", "rev-parse", "HEAD"], in: here)

/// A fresh clone of the source at the revision measured.
func freshClone(_ number: Int) -> URL {
    let clone = scratch.appendingPathComponent("workbook-\(number)")
    say("Cloning \(source) at \(revision) (fresh clone \(number) of \(options.clones))…")
    Shell.require(["git", "clone", "-q", source, clone.path], in: here)
    Shell.require(["git", "checkout", "-q", revision], in: clone)
    return clone
}

// The first minute, on each of several fresh clones: each builds everything from nothing.
var firstRuns: [Double] = []
var firstChecks: [(verdict: Double, end: Double)] = []
var clone = scratch
var first = ""
for number in 1...options.clones {
    if number > 1 { try? FileManager.default.removeItem(at: clone) }
    clone = freshClone(number)
    guard let id = ExerciseList(clone: clone).ids.first else { fatalError("The clone lists no exercises.") }
    first = id
    say("The README's first command: swift run workbook…")
    let firstRun = Shell.require(["swift", "run", "workbook"], in: clone)
    say("First check: swift run workbook check \(first)…")
    let firstCheck = TimedCheck(arguments: ["swift", "run", "workbook", "check", first], clone: clone).run()
    let toVerdict = firstRun + firstCheck.verdict
    say(
        String(
            format: "  clone to first verdict %.1f s: swift run workbook %.0f%%, the first check to its verdict "
                + "%.0f%%; the check ended %.1f s after it started, the other exercises built",
            toVerdict, 100 * firstRun / toVerdict, 100 * firstCheck.verdict / toVerdict, firstCheck.end))
    firstRuns.append(firstRun)
    firstChecks.append(firstCheck)
}
let commit = Shell.output(["git", "rev-parse", "--short", "HEAD"], in: clone)
var record = SpeedRecord(commit: commit, cores: machine.cores)
record.add("first-run", firstRuns)
record.add("first-verdict", firstChecks.map(\.verdict))
record.add("first-build", firstChecks.map(\.end))
record.add("clone-to-first-verdict", zip(firstRuns, firstChecks).map { $0 + $1.verdict })

// Everything after the first minute, on the last clone.
let workbook = clone.appendingPathComponent(".build/debug/workbook").path
let exercises = ExerciseList(clone: clone).ids

say("First check of every other exercise…")
var laterFirstChecks: [Double] = []
for id in exercises where id != first {
    let seconds = Shell.time([workbook, "check", id], in: clone)
    say(String(format: "  %@  %.2f s", id, seconds))
    laterFirstChecks.append(seconds)
}
record.add("first-check", laterFirstChecks)

let watched = options.watchedExercise ?? exercises[min(1, exercises.count - 1)]
let session = WatchSession(workbook: workbook, clone: clone, exercise: watched)
say("Save → verdict in workbook watch \(watched), \(options.runs + 2) saves that change a function's body…")
record.add("save-to-verdict", session.saves(.body, measured: options.runs + 2))
say("Save → verdict in workbook watch \(watched), \(options.runs) saves that each add a declaration…")
record.add("save-new-declaration", session.saves(.newDeclaration, measured: options.runs))
say("Where a save's time goes: workbook check \(watched) after a change to a function's body, step by step…")
SaveSteps(workbook: workbook, clone: clone, exercise: watched).lines().forEach(say)

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
