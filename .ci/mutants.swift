// Proves the tests bite: each mutant in .ci/mutants.json is one small bug. This script puts each one, alone, into a
// scratch copy of the repository, builds it, runs every test, and says which test caught it, or that none did.
//
//     swift .ci/mutants.swift                  every mutant (each one is a build and a test run)
//     swift .ci/mutants.swift <id> <id>…       only these
//     swift .ci/mutants.swift --check          only that each mutant's original text is still in its file (seconds)
//
// The scratch copy is .build/mutants/checkout, with a build folder of its own that later runs reuse; the working
// tree is never changed. The exit status is 0 only when every mutant was caught (or, with --check, found).
// CONTRIBUTING.md ("Proving the tests bite") says how to add a mutant and what to do when one survives.

import Foundation

/// One small bug: `original` (exactly once in `file`) replaced by `mutated`.
struct Mutant: Decodable {
    let id: String
    let file: String
    let bug: String
    let original: String
    let mutated: String
}

/// What became of a mutant.
enum Outcome {
    case caught(by: String)
    case survived
    case doesNotCompile
    case stale(String)

    var isCaught: Bool {
        if case .caught = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .caught(let test): "caught by \(test)"
        case .survived: "SURVIVED: no test failed"
        case .doesNotCompile: "DOES NOT COMPILE: a mutant must be a bug the compiler lets through"
        case .stale(let reason): "STALE: \(reason)"
        }
    }
}

/// A finished program's exit status and everything it printed.
struct Finished {
    let status: Int32
    let output: String
}

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let scratch = repository.appendingPathComponent(".build/mutants/checkout")
let files = FileManager.default

func say(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Runs `arguments` in `folder`, output and errors together in a temporary file (no pipe can fill up).
func run(_ arguments: [String], in folder: URL) -> Finished {
    let log = files.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString).log")
    _ = files.createFile(atPath: log.path, contents: nil)
    defer { try? files.removeItem(at: log) }
    guard let handle = try? FileHandle(forWritingTo: log) else { return Finished(status: 127, output: "no log file") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        return Finished(status: 127, output: "cannot run \(arguments.joined(separator: " ")): \(error)")
    }
    process.waitUntilExit()
    try? handle.close()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return Finished(status: process.terminationStatus, output: output)
}

func text(of file: URL) -> String? {
    try? String(contentsOf: file, encoding: .utf8)
}

func write(_ text: String, to file: URL) {
    do {
        try text.write(to: file, atomically: false, encoding: .utf8)
    } catch {
        say("cannot write \(file.path): \(error)")
        exit(1)
    }
}

/// Nil when `mutant.original` is exactly once in its file, or why it is not.
func staleness(of mutant: Mutant, in root: URL) -> String? {
    guard let source = text(of: root.appendingPathComponent(mutant.file)) else { return "\(mutant.file) is missing" }
    switch source.components(separatedBy: mutant.original).count - 1 {
    case 1: return nil
    case 0: return "its original text is no longer in \(mutant.file)"
    case let count: return "its original text is \(count) times in \(mutant.file); make it unique"
    }
}

/// Brings the scratch copy up to the working tree: every file git knows of (committed or not, ignored files aside)
/// is copied when its content differs, so an unchanged file keeps its date and the build stays incremental.
func refreshScratchCopy() {
    let listing = run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: repository)
    guard listing.status == 0 else {
        say("git ls-files failed:\n\(listing.output)")
        exit(1)
    }
    for path in listing.output.split(separator: "\0").map(String.init) {
        let source = repository.appendingPathComponent(path)
        let copy = scratch.appendingPathComponent(path)
        guard let content = files.contents(atPath: source.path) else { continue }  // deleted, not yet committed
        if files.contents(atPath: copy.path) == content { continue }
        try? files.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = files.createFile(atPath: copy.path, contents: content)
    }
}

/// The name of the first Swift Testing test that failed, or a line that says how the run ended.
func firstFailure(in output: String) -> String {
    for line in output.split(separator: "\n") where line.contains("✘ Test \"") {
        if let start = line.range(of: "✘ Test \""), let end = line[start.upperBound...].firstIndex(of: "\"") {
            return "\"\(line[start.upperBound..<end])\""
        }
    }
    let lines = output.split(separator: "\n")
    if let fatal = lines.first(where: { $0.contains("Fatal error:") }),
        let messageStart = fatal.range(of: "Fatal error:")?.lowerBound
    {
        let crash = "a crash (\(fatal[messageStart...]))"
        // The first frame of the backtrace in a test file says where the test crashed.
        guard let frame = lines.first(where: { $0.contains("/Tests/") && $0.contains(".swift:") }),
            let testsFolder = frame.range(of: "/Tests/")
        else { return crash }
        return crash + " in " + frame[testsFolder.upperBound...]
    }
    return "the test run's exit status (no test named)"
}

func build() -> Finished {
    run(["swift", "build", "--build-tests"], in: scratch)
}

func testEverything() -> Finished {
    run(["swift", "test", "--skip-build"], in: scratch)
}

// MARK: - The run

var arguments = Array(CommandLine.arguments.dropFirst())
let onlyCheck = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }

let catalogue = repository.appendingPathComponent(".ci/mutants.json")
guard let data = files.contents(atPath: catalogue.path),
    let everyMutant = try? JSONDecoder().decode([Mutant].self, from: data)
else {
    say("cannot read \(catalogue.path) as a list of mutants")
    exit(1)
}
let unknown = arguments.filter { id in !everyMutant.contains { $0.id == id } }
guard unknown.isEmpty else {
    say("no mutant called \(unknown.joined(separator: ", ")) in .ci/mutants.json")
    exit(2)
}
let duplicates = Dictionary(grouping: everyMutant, by: \.id).filter { $0.value.count > 1 }.keys.sorted()
guard duplicates.isEmpty else {
    say("two mutants share an id: \(duplicates.joined(separator: ", "))")
    exit(1)
}
let chosen = arguments.isEmpty ? everyMutant : everyMutant.filter { arguments.contains($0.id) }

let stale = chosen.compactMap { mutant in staleness(of: mutant, in: repository).map { (mutant, $0) } }
for (mutant, reason) in stale {
    print("\(mutant.id)  STALE: \(reason)")
}
if onlyCheck {
    print("\(chosen.count - stale.count) of \(chosen.count) mutants found in their files.")
    exit(stale.isEmpty ? 0 : 1)
}
guard stale.isEmpty else {
    say("Refresh the stale mutants in .ci/mutants.json first.")
    exit(1)
}

let started = ContinuousClock.now
say("Copying the working tree to \(scratch.path)…")
try? files.createDirectory(at: scratch, withIntermediateDirectories: true)
refreshScratchCopy()
say("Building and testing it without any mutant…")
let cleanBuild = build()
let cleanRun = cleanBuild.status == 0 ? testEverything() : cleanBuild
guard cleanRun.status == 0 else {
    say(cleanRun.output.split(separator: "\n").suffix(30).joined(separator: "\n"))
    say("The tests fail without any mutant: fix that first.")
    exit(1)
}

var outcomes: [(Mutant, Outcome)] = []
for (number, mutant) in chosen.enumerated() {
    let file = scratch.appendingPathComponent(mutant.file)
    guard let original = text(of: file) else {
        outcomes.append((mutant, .stale("\(mutant.file) is missing")))
        continue
    }
    write(original.replacingOccurrences(of: mutant.original, with: mutant.mutated), to: file)
    let outcome: Outcome
    if build().status != 0 {
        outcome = .doesNotCompile
    } else {
        let tests = testEverything()
        outcome = tests.status == 0 ? .survived : .caught(by: firstFailure(in: tests.output))
    }
    write(original, to: file)
    outcomes.append((mutant, outcome))
    print("[\(number + 1)/\(chosen.count)] \(mutant.id)  \(outcome.description)")
}
_ = build()  // leave the scratch copy built as the working tree is, so the next run starts warm

let caught = outcomes.filter { $0.1.isCaught }.count
let elapsed = ContinuousClock.now - started
print("")
print("| mutant | file | bug | result |")
print("|---|---|---|---|")
for (mutant, outcome) in outcomes {
    print("| \(mutant.id) | \(mutant.file) | \(mutant.bug) | \(outcome.description) |")
}
print("")
print("\(caught) of \(outcomes.count) mutants caught, in \(Int(elapsed.components.seconds)) s.")
exit(caught == outcomes.count ? 0 : 1)
