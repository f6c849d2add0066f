// Proves the tests bite: each mutant in .ci/mutants.json is one small bug. This script puts each one, alone, into a
// scratch copy of the repository, builds it, runs the tests the mutant lists, and says which test caught it, or that
// none did.
//
//     swift .ci/mutants.swift                  every mutant (each one is a build and a short test run)
//     swift .ci/mutants.swift <id> <id>…       only these
//     swift .ci/mutants.swift --check          only that the list is sound: each original text once in its file, each
//                                              listed test declared in its suite (seconds, no build)
//
// A mutant's listed tests run first. When none of them fails, its module's chapter suite and the conformance suite
// run; a test there that fails still catches the mutant, and the report says to list it. When nothing fails, the
// mutant SURVIVED.
//
// The scratch copy is .build/mutants/checkout, with a build folder of its own that later runs reuse; the working
// tree is never changed. The exit status is 0 only when every mutant was caught (or, with --check, the list is sound).
// CONTRIBUTING.md ("Proving the tests bite") says how to add a mutant and what to do when one survives.

import Foundation

/// One small bug: `original` (exactly once in `file`) replaced by `mutated`, which `tests` should notice.
struct Mutant: Decodable {
    let id: String
    let file: String
    let kind: String
    let bug: String
    let original: String
    let mutated: String
    /// Test identifiers as `swift test list` prints them, without the parentheses: `Module.Suite/function`. A suite
    /// (`Module.Suite`) or a whole test module stands for every test in it.
    let tests: [String]

    /// The source module the mutated file belongs to: `Sources/<module>/…`.
    var module: String {
        let parts = file.split(separator: "/")
        return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : ""
    }
}

/// The file `.ci/mutants.json`: the kinds of bug it knows, where to look when a mutant's tests miss it, and the mutants.
struct Catalogue: Decodable {
    /// Each kind of bug, with what it means.
    let kinds: [String: String]
    /// For each source module, the test modules that run when a mutant's own tests do not catch it.
    let fallbackSuites: [String: [String]]
    let mutants: [Mutant]
}

/// What became of a mutant.
enum Outcome {
    case caught(by: [String])
    case caughtOutsideItsTests(by: [String])
    case survived
    case doesNotCompile(String)
    case stale(String)

    var isCaught: Bool {
        switch self {
        case .caught, .caughtOutsideItsTests: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .caught(let tests): "caught by \(firstThree(of: tests))"
        case .caughtOutsideItsTests(let tests):
            "caught by \(firstThree(of: tests)), NOT by its listed tests: list one of these"
        case .survived: "SURVIVED: no test failed"
        case .doesNotCompile(let error): "DOES NOT COMPILE (a mutant must be a bug the compiler lets through): \(error)"
        case .stale(let reason): "STALE: \(reason)"
        }
    }
}

/// The first three of `names`, and how many more there are.
func firstThree(of names: [String], separator: String = ", ") -> String {
    let named = names.prefix(3).joined(separator: separator)
    return names.count > 3 ? "\(named) and \(names.count - 3) more" : named
}

/// A finished program's exit status and everything it printed.
struct Finished {
    let status: Int32
    let output: String

    /// `timeout` ends a program that runs past its limit with this status.
    var timedOut: Bool { status == 124 || status == 137 }
}

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let scratch = repository.appendingPathComponent(".build/mutants/checkout")
let files = FileManager.default
/// Longest a filtered test run may take before the mutant counts as a hang.
let testTimeLimit = 300

func say(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Runs `arguments` in `folder`, output and errors together in a temporary file (no pipe can fill up). The scratch
/// copy is always built the same way, with warnings allowed, so that a mutant which only adds a warning still runs.
func run(_ arguments: [String], in folder: URL) -> Finished {
    let log = files.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString).log")
    _ = files.createFile(atPath: log.path, contents: nil)
    defer { try? files.removeItem(at: log) }
    guard let handle = try? FileHandle(forWritingTo: log) else { return Finished(status: 127, output: "no log file") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["-u", "CI", "-u", "WORKBOOK_STRICT"] + arguments
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

// MARK: - Checking the list without building

/// Nil when `mutant.original` is exactly once in its file, or why it is not.
func staleness(of mutant: Mutant, in root: URL) -> String? {
    guard let source = text(of: root.appendingPathComponent(mutant.file)) else { return "\(mutant.file) is missing" }
    guard mutant.original != mutant.mutated else { return "its mutated text is its original text" }
    switch source.components(separatedBy: mutant.original).count - 1 {
    case 1: return nil
    case 0: return "its original text is no longer in \(mutant.file)"
    case let count: return "its original text is \(count) times in \(mutant.file); make it unique"
    }
}

/// Every Swift file's text under `Tests/<module>`, read once.
var testSources: [String: [String]] = [:]

func sources(ofTestModule module: String) -> [String] {
    if let known = testSources[module] { return known }
    let folder = repository.appendingPathComponent("Tests/\(module)")
    let paths = (files.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
    let texts = paths.filter { $0.hasSuffix(".swift") }.compactMap { text(of: folder.appendingPathComponent($0)) }
    testSources[module] = texts
    return texts
}

/// Nil when every name in `test` (`Module.Suite/function`) is declared in its test module's sources, or what is not.
/// A quick look at the sources, so that `--check` needs no build; a full run asks the test binary itself.
func undeclaredName(in test: String) -> String? {
    guard let dot = test.firstIndex(of: ".") else {
        return sources(ofTestModule: test).isEmpty ? "no test module \(test)" : nil
    }
    let module = String(test[..<dot])
    let texts = sources(ofTestModule: module)
    guard !texts.isEmpty else { return "no test module \(module)" }
    let names = test[test.index(after: dot)...].split(separator: "/").map(String.init)
    for (position, name) in names.enumerated() {
        let isFunction = position == names.count - 1 && test.contains("/")
        let declaration =
            isFunction ? "func \(name)\\(" : "(struct|class|enum|extension|actor) \(name)\\b"
        guard texts.contains(where: { $0.range(of: declaration, options: .regularExpression) != nil }) else {
            return "\(isFunction ? "no test" : "no suite") \(name) in Tests/\(module)"
        }
    }
    return nil
}

/// Why `mutant`'s entry is unsound (besides a stale original), or nil.
func entryProblem(of mutant: Mutant, in catalogue: Catalogue) -> String? {
    if catalogue.kinds[mutant.kind] == nil {
        return "its kind \"\(mutant.kind)\" is not one of \(catalogue.kinds.keys.sorted().joined(separator: ", "))"
    }
    if catalogue.fallbackSuites[mutant.module] == nil { return "no fallbackSuites entry for \(mutant.module)" }
    if mutant.tests.isEmpty { return "it lists no test expected to catch it" }
    for test in mutant.tests {
        if let problem = undeclaredName(in: test) { return "its test \(test): \(problem)" }
    }
    return nil
}

// MARK: - Running tests in the scratch copy

/// Brings the scratch copy up to the working tree: every file git knows of (committed or not, ignored files aside)
/// is copied when its content differs, so an unchanged file keeps its date and the build stays incremental; a Swift
/// file the working tree no longer has is removed from the copy.
func refreshScratchCopy() {
    let listing = run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: repository)
    guard listing.status == 0 else {
        say("git ls-files failed:\n\(listing.output)")
        exit(1)
    }
    let paths = listing.output.split(separator: "\0").map(String.init)
    for path in paths {
        let source = repository.appendingPathComponent(path)
        let copy = scratch.appendingPathComponent(path)
        guard let content = files.contents(atPath: source.path) else { continue }  // deleted, not yet committed
        if files.contents(atPath: copy.path) == content { continue }
        try? files.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = files.createFile(atPath: copy.path, contents: content)
    }
    let kept = Set(paths)
    for folder in ["Sources", "Tests", "Exercises", "Benchmarks"] {
        let copies =
            (files.enumerator(atPath: scratch.appendingPathComponent(folder).path)?.allObjects as? [String]) ?? []
        for path in copies.map({ "\(folder)/\($0)" }) where path.hasSuffix(".swift") && !kept.contains(path) {
            try? files.removeItem(at: scratch.appendingPathComponent(path))
        }
    }
}

/// The `swift test --filter` pattern for a test identifier: that test, suite or module, and nothing that only starts
/// with the same letters.
func filterPattern(for test: String) -> String {
    "^" + NSRegularExpression.escapedPattern(for: test) + "[(/.]"
}

/// The tests that failed, by identifier, read from the run's xUnit report.
func failedTests(inReport report: URL) -> [String] {
    guard let xml = text(of: report) else { return [] }
    var failed: [String] = []
    for testCase in xml.components(separatedBy: "<testcase ").dropFirst() {
        let element = testCase.components(separatedBy: "</testcase>")[0]
        guard element.contains("<failure"), let suite = attribute("classname", in: element),
            let name = attribute("name", in: element)
        else { continue }
        let function = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
        let test = "\(suite)/\(function)"
        if !failed.contains(test) { failed.append(test) }
    }
    return failed
}

func attribute(_ name: String, in element: String) -> String? {
    guard let start = element.range(of: " \(name)=\"") ?? element.range(of: "\(name)=\"") else { return nil }
    guard let end = element[start.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(element[start.upperBound..<end])
}

/// When a run failed without a report naming a test (a crash, a hang), what the output says instead.
func failureWithoutReport(_ finished: Finished) -> String {
    if finished.timedOut { return "a hang (the tests ran past \(testTimeLimit) s)" }
    let lines = finished.output.split(separator: "\n").map(String.init)
    if let failed = lines.lazy.compactMap({ quotedName(after: "✘ Test \"", in: $0) }).first { return failed }
    guard let fatal = lines.first(where: { $0.contains("Fatal") || $0.contains("Program crashed") }) else {
        return "the test run's exit status \(finished.status) (no test named)"
    }
    // Tests run side by side: the ones that started and never finished were running when the process died.
    let started = lines.compactMap { quotedName(after: "◇ Test \"", in: $0) }
    let finished = Set(lines.compactMap { quotedName(after: "✔ Test \"", in: $0) })
    let running = started.filter { !finished.contains($0) }
    let crash = "a crash (\(fatal.trimmingCharacters(in: .whitespaces)))"
    return running.isEmpty ? crash : crash + " while running " + firstThree(of: running, separator: " or ")
}

/// The quoted test name that follows `marker` in `line`, quotes included.
func quotedName(after marker: String, in line: String) -> String? {
    guard let start = line.range(of: marker), let end = line[start.upperBound...].firstIndex(of: "\"") else {
        return nil
    }
    return "\"\(line[start.upperBound..<end])\""
}

/// What goes before `swift test` so that a hang ends: `timeout`, which ends the whole process group, where there is
/// one (coreutils; not on a stock macOS, where a hang waits for Ctrl-C).
let timeLimit: [String] =
    run(["sh", "-c", "command -v timeout"], in: repository).status == 0
    ? ["timeout", "-k", "10", "\(testTimeLimit)"] : []

func build() -> Finished {
    run(["swift", "build", "--build-tests"], in: scratch)
}

/// The tests that fail among `tests` (all of them when empty), or nil when they all pass.
func failures(among tests: [String]) -> [String]? {
    let report = files.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString).xml")
    let swiftTestingReport = URL(
        fileURLWithPath: report.path.replacingOccurrences(of: ".xml", with: "-swift-testing.xml"))
    defer {
        try? files.removeItem(at: report)
        try? files.removeItem(at: swiftTestingReport)
    }
    let filters = tests.flatMap { ["--filter", filterPattern(for: $0)] }
    let finished = run(
        timeLimit + ["swift", "test", "--skip-build", "--xunit-output", report.path] + filters, in: scratch)
    guard finished.status != 0 else { return nil }
    guard finished.status != 127 else {  // the command itself was not found: no test ran, so nothing was caught
        say(finished.output)
        exit(1)
    }
    let named = failedTests(inReport: swiftTestingReport)
    return named.isEmpty || finished.timedOut ? [failureWithoutReport(finished)] : named
}

/// The tests that fail in `mutant`'s fallback suites, each suite run on its own so that a crash in one hides nothing
/// of the other; nil when they all pass.
func fallbackFailures(for mutant: Mutant) -> [String]? {
    let suites = (catalogue.fallbackSuites[mutant.module] ?? []) + ["ConformanceTests"]
    let failed = suites.flatMap { failures(among: [$0]) ?? [] }
    return failed.isEmpty ? nil : failed
}

/// Every test identifier the built test binary has, as `swift test list` prints them (parentheses dropped).
func everyTest() -> [String] {
    let listing = run(["swift", "test", "list", "--skip-build"], in: scratch)
    return listing.output.split(separator: "\n").compactMap { line in
        guard line.contains("/") || line.contains(".") else { return nil }
        return line.split(separator: "(", maxSplits: 1).first.map(String.init)
    }
}

// MARK: - The run

var arguments = Array(CommandLine.arguments.dropFirst())
let onlyCheck = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }

let cataloguePath = repository.appendingPathComponent(".ci/mutants.json")
let catalogue: Catalogue
do {
    catalogue = try JSONDecoder().decode(Catalogue.self, from: Data(contentsOf: cataloguePath))
} catch {
    say("cannot read \(cataloguePath.path) as a catalogue of mutants: \(error)")
    exit(1)
}
let unknown = arguments.filter { id in !catalogue.mutants.contains { $0.id == id } }
guard unknown.isEmpty else {
    say("no mutant called \(unknown.joined(separator: ", ")) in .ci/mutants.json")
    exit(2)
}
let duplicates = Dictionary(grouping: catalogue.mutants, by: \.id).filter { $0.value.count > 1 }.keys.sorted()
guard duplicates.isEmpty else {
    say("two mutants share an id: \(duplicates.joined(separator: ", "))")
    exit(1)
}
let chosen = arguments.isEmpty ? catalogue.mutants : catalogue.mutants.filter { arguments.contains($0.id) }

let unsound = chosen.compactMap { mutant in
    (staleness(of: mutant, in: repository) ?? entryProblem(of: mutant, in: catalogue)).map { (mutant, $0) }
}
for (mutant, reason) in unsound {
    print("\(mutant.id)  STALE: \(reason)")
}
if onlyCheck {
    print("\(chosen.count - unsound.count) of \(chosen.count) mutants found in their files, with their tests declared.")
    exit(unsound.isEmpty ? 0 : 1)
}
guard unsound.isEmpty else {
    say("Refresh the stale mutants in .ci/mutants.json first.")
    exit(1)
}

let started = ContinuousClock.now
say("Copying the working tree to \(scratch.path)…")
try? files.createDirectory(at: scratch, withIntermediateDirectories: true)
refreshScratchCopy()
say("Building and testing it without any mutant…")
let cleanBuild = build()
guard cleanBuild.status == 0 else {
    say(cleanBuild.output.split(separator: "\n").suffix(30).joined(separator: "\n"))
    say("The scratch copy does not build without any mutant: fix that first.")
    exit(1)
}
let listed = Array(Set(chosen.flatMap(\.tests))).sorted()
if let failing = failures(among: listed) {
    say("Without any mutant, these listed tests fail: \(failing.joined(separator: ", ")). Fix that first.")
    exit(1)
}
let known = everyTest()
let missing = listed.filter { test in
    let pattern = filterPattern(for: test)
    return !known.contains { $0.appending("(").range(of: pattern, options: .regularExpression) != nil }
}
guard missing.isEmpty else {
    say("The test binary has no test called \(missing.joined(separator: ", ")): refresh .ci/mutants.json first.")
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
    let built = build()
    if built.status != 0 {
        let error = built.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
        outcome = .doesNotCompile(error ?? "exit status \(built.status)")
    } else if let caught = failures(among: mutant.tests) {
        outcome = .caught(by: caught)
    } else if let caught = fallbackFailures(for: mutant) {
        outcome = .caughtOutsideItsTests(by: caught)
    } else {
        outcome = .survived
    }
    write(original, to: file)
    outcomes.append((mutant, outcome))
    print("[\(number + 1)/\(chosen.count)] \(mutant.id)  \(outcome.description)")
}
_ = build()  // leave the scratch copy built as the working tree is, so the next run starts warm

let caught = outcomes.filter { $0.1.isCaught }.count
let elapsed = ContinuousClock.now - started
print("")
print("| mutant | file | kind | bug | result |")
print("|---|---|---|---|---|")
for (mutant, outcome) in outcomes {
    print("| \(mutant.id) | \(mutant.file) | \(mutant.kind) | \(mutant.bug) | \(outcome.description) |")
}
print("")
print("\(caught) of \(outcomes.count) mutants caught, in \(Int(elapsed.components.seconds)) s.")
exit(caught == outcomes.count ? 0 : 1)
