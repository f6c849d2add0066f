import Foundation
import WorkbookShell

/// Builds and tests exercises so that none can hide another's result.
///
/// The workbook's own modules are built once, as a library (``WorkbookModules``). The exercises are copied into a
/// package per variant under `.workbook/build/` (``ScratchPackage``) that lists every exercise that can be built, so
/// the first check builds them all, once, and every check after that rebuilds only what changed. An exercise whose
/// files do not compile is reported with the compiler's messages and left out of the next build, so the others still
/// build. Each exercise's tests then run in a process of their own, so a crash or an endless loop stops only that one.
public struct ExerciseRunner: Sendable {
    public let paths: WorkbookPaths
    public let processes: any ProcessRunning
    /// Every exercise of the workbook.
    public let catalogue: [Exercise]
    /// The exercise files as shipped, when known (to name a shipped test that has gone missing).
    public var shipped: ShippedRecord?
    /// Whether warnings are errors in the scratch packages (as on CI).
    public var strict: Bool
    /// Seconds a test process may run before it is stopped.
    public var testTimeout: Int
    /// Whether a test verdict recorded for the same inputs (the workbook's modules, the exercise's files) is reused
    /// instead of running the tests again: what keeps a warm `verify` quick. A check always runs the tests.
    public var reusesVerdicts = false

    /// The time a test may run, unless `--timeout` says otherwise.
    public static let standardTestTimeout = 60

    public init(
        paths: WorkbookPaths, processes: any ProcessRunning, catalogue: [Exercise], shipped: ShippedRecord? = nil,
        strict: Bool = false, testTimeout: Int = standardTestTimeout
    ) {
        self.paths = paths
        self.processes = processes
        self.catalogue = catalogue
        self.shipped = shipped
        self.strict = strict
        self.testTimeout = testTimeout
    }

    /// Checks the exercises in one variant's package.
    /// - Parameter say: hears a line for the learner while a slow step runs.
    public func check(
        _ exercises: [Exercise], variant: ExerciseVariant, say: (String) -> Void = { _ in }
    ) -> [String: Verdict] {
        var verdicts: [String: Verdict] = [:]
        let preflight = ExercisePreflight(paths: paths, shipped: shipped)
        var buildable: [Exercise] = []
        let members = catalogue + exercises.filter({ wanted in !catalogue.contains { $0.id == wanted.id } })
        for exercise in members where variant.includes(exercise) {
            let problems = preflight.problems(with: exercise, variant: variant)
            if problems.isEmpty {
                buildable.append(exercise)
            } else if exercises.contains(where: { $0.id == exercise.id }) {
                verdicts[exercise.id] = .doesNotCompile(problems)
            }
        }
        // A test file is the learner's to read, not to change: an exercise whose tests are not the shipped ones is
        // refused before any build (and one the variant does not build has no tests to run).
        for exercise in exercises where verdicts[exercise.id] == nil {
            let changed = changedTests(of: exercise, variant: variant)
            if !changed.isEmpty {
                verdicts[exercise.id] = .testsChanged(changed.map(paths.display))
                buildable.removeAll { $0.id == exercise.id }
            } else if !variant.includes(exercise) {
                verdicts[exercise.id] = .noTests
            }
        }
        var pending = Set(exercises.map(\.id)).subtracting(verdicts.keys)
        guard !pending.isEmpty else { return verdicts }
        func fail(_ messages: [String]) -> [String: Verdict] {
            for id in pending { verdicts[id] = .doesNotCompile(messages) }
            return verdicts
        }

        let library = WorkbookModules(paths: paths)
        var modules: WorkbookModules.Built
        switch library.prepare(processes: processes, say: say) {
        case .success(let built): modules = built
        case .failure(let failure): return fail(failure.messages.map { Self.relabel($0, [:], root: paths.root) })
        }

        let folder = paths.build.appendingPathComponent(variant.folderName)
        let builtWith = folder.appendingPathComponent("built-with.txt")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path),
            TextFile.read(builtWith) != modules.version
        {
            say("The workbook's modules have changed: building again the exercises that import what changed…")
        }
        var leftOut = LeftOutExercises(file: folder.appendingPathComponent("left-out.txt"))
        defer { leftOut.save() }
        let hashes = Dictionary(uniqueKeysWithValues: buildable.map { ($0.id, hash(of: $0, variant: variant)) })
        var included = buildable.filter { exercise in
            pending.contains(exercise.id) || !leftOut.isLeftOut(exercise.id, hash: hashes[exercise.id] ?? "")
        }
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path) {
            say(
                "Building every exercise once (\(included.count) of them), so that each check after this one "
                    + "rebuilds only what you changed…")
        }

        var package: ScratchPackage
        var origins: ScratchPackage.Origins = [:]
        let stampFile = folder.appendingPathComponent("built-stamp.txt")
        var rebuiltModules = false
        while true {
            package = ScratchPackage(
                folder: folder, variant: variant, exercises: included, strict: strict, modules: modules)
            do {
                origins = try package.write(paths: paths)
            } catch {
                return fail([error.message])
            }
            // Nothing the build reads has changed since the last build that succeeded: skip SwiftPM's own look.
            let stamp = ContentHash.of(
                [package.manifest(), modules.version] + included.map { hashes[$0.id] ?? "" })
            if TextFile.read(stampFile) == stamp, FileManager.default.fileExists(atPath: package.testBinary.path) {
                break
            }
            try? FileManager.default.removeItem(at: stampFile)
            let build = processes.run(
                ProcessCommand(
                    [
                        "swift", "build", "--build-tests", "--package-path", folder.path, "--scratch-path",
                        package.scratch.path,
                    ],
                    in: paths.root)
            ) { progress in
                guard progress.seconds > 0, progress.seconds % 10 == 0 else { return }
                say("  " + BuildProgress.describe(progress))
            }
            if build.succeeded {
                try? TextFile.writeScratch(stamp, to: stampFile)
                break
            }

            let diagnostics = CompilerDiagnostic.errors(in: build.output + "\n" + build.errors)
            let broken = included.filter { exercise in diagnostics.contains { owns(exercise, $0.file, in: folder) } }
            if broken.isEmpty {
                // Nothing points at an exercise. The library may be stale (a new toolchain, say): build it once more.
                if !rebuiltModules,
                    case .success(let fresh) = library.prepare(
                        processes: processes, rebuild: true, say: say)
                {
                    rebuiltModules = true
                    modules = fresh
                    say("Building the exercises again, from scratch…")
                    try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build"))
                    continue
                }
                return fail(BuildFailure(build: build).messages.map { Self.relabel($0, origins, root: paths.root) })
            }
            for exercise in broken {
                leftOut.leaveOut(exercise.id, hash: hashes[exercise.id] ?? "")
                guard pending.contains(exercise.id) else { continue }
                let own = diagnostics.filter { owns(exercise, $0.file, in: folder) }
                verdicts[exercise.id] = .doesNotCompile(
                    own.flatMap(\.text).map { Self.relabel($0, origins, root: paths.root) })
                pending.remove(exercise.id)
            }
            included.removeAll { exercise in broken.contains { $0.id == exercise.id } }
            if pending.isEmpty { return verdicts }
        }

        for exercise in included { leftOut.takeBack(exercise.id) }
        try? TextFile.writeScratch(modules.version, to: builtWith)
        var cache = reusesVerdicts ? VerdictCache(file: folder.appendingPathComponent("verdicts.json")) : nil
        for exercise in exercises where pending.contains(exercise.id) {
            let key = ContentHash.of([modules.version, hashes[exercise.id] ?? "", String(testTimeout)])
            if let known = cache?.verdict(for: exercise.id, key: key) {
                verdicts[exercise.id] = known
                continue
            }
            let verdict = runTests(of: exercise, in: package, origins: origins, say: say)
            verdicts[exercise.id] = verdict
            // Only a verdict the tests decided is kept: a crash or a timeout may be the machine's doing.
            switch verdict {
            case .passed, .failed: cache?.record(verdict, for: exercise.id, key: key)
            case .doesNotCompile, .crashed, .didNotFinish, .noTests, .testsChanged: break
            }
        }
        cache?.save()
        return verdicts
    }

    /// Runs one exercise's suite in a process of its own and reads what it reported.
    private func runTests(
        of exercise: Exercise, in package: ScratchPackage, origins: ScratchPackage.Origins, say: (String) -> Void
    ) -> Verdict {
        let events = package.folder.appendingPathComponent("events-\(exercise.module).jsonl")
        try? FileManager.default.removeItem(at: events)
        let streamArguments =
            TestEventStream.arguments(writingTo: events) + [
                "--filter", "^" + exercise.testModule + "\\.", "--no-parallel",
            ]
        #if os(Linux)
        let binary = package.testBinary.path
        let arguments = [binary, "--testing-library", "swift-testing"] + streamArguments
        #else
        let arguments =
            [
                "swift", "test", "--skip-build", "--disable-xctest", "--package-path", package.folder.path,
                "--scratch-path", package.scratch.path,
            ] + streamArguments
        #endif
        let result = processes.run(
            ProcessCommand(
                arguments, in: package.folder, environment: ["SWIFT_BACKTRACE": "color=no,interactive=no"],
                timeout: Double(testTimeout))
        ) { progress in
            guard progress.seconds > 0, progress.seconds % 10 == 0 else { return }
            let running = TestRunReport(eventStream: TextFile.read(events) ?? "")
            say("  … still running" + (running.interruptedTest.map { " “\($0)”" } ?? "") + ", \(progress.seconds) s")
        }
        let report = TestRunReport(eventStream: TextFile.read(events) ?? "")
        return Self.verdict(
            for: exercise, result: result, report: report, origins: origins, root: paths.root, timeout: testTimeout)
    }

    /// Reads a verdict from how the test process ended and what it reported.
    public static func verdict(
        for exercise: Exercise, result: ProcessResult, report: TestRunReport, origins: ScratchPackage.Origins,
        root: URL, timeout: Int
    ) -> Verdict {
        if result.termination == .timedOut {
            return .didNotFinish(TestTimeout(test: report.interruptedTest, seconds: timeout))
        }
        if !report.runEnded {
            return .crashed(crash(in: result, report: report, origins: origins, root: root))
        }
        if let issue = report.firstIssue {
            let location = issue.file.map { relabel($0, origins, root: root) + (issue.line.map { ":\($0)" } ?? "") }
            return .failed(
                TestFailure(
                    test: report.names[issue.testID] ?? issue.testID,
                    message: relabel(issue.message, origins, root: root),
                    details: issue.details.map { relabel($0, origins, root: root) },
                    location: location,
                    otherIssues: report.issues.count - 1,
                    failingTests: report.failingTestCount,
                    everyIssue: report.issues.map { issue in
                        ([report.names[issue.testID] ?? issue.testID, issue.message] + issue.details)
                            .map { relabel($0, origins, root: root) }.joined(separator: " ")
                    }
                )
            )
        }
        if report.testCount == 0 { return .noTests }
        return .passed(tests: report.testCount)
    }

    /// What the crash left on standard error: the fatal error's message and the exercise's line it came from.
    private static func crash(
        in result: ProcessResult, report: TestRunReport, origins: ScratchPackage.Origins, root: URL
    ) -> TestCrash {
        let lines = result.errors.split(separator: "\n").map(String.init)
        var message = "The test process stopped."
        if let fatal = lines.first(where: { $0.contains("Fatal error") }), let range = fatal.range(of: "Fatal error") {
            message = String(fatal[range.lowerBound...])
        } else if let crashed = lines.first(where: { $0.contains("Program crashed:") }),
            let range = crashed.range(of: "Program crashed:")
        {
            message = crashed[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " *"))
        } else if case .signalled(let signal) = result.termination {
            message = "The test process stopped on signal \(signal)."
        }
        // The first frame of the crashed thread that is in the exercise's own files.
        let crashedThread = lines.firstIndex { $0.contains(" crashed:") } ?? 0
        var location: String?
        search: for line in lines[crashedThread...] {
            for (copy, origin) in origins where line.contains(copy) {
                if let range = line.range(of: copy) {
                    let rest = line[range.upperBound...].prefix { $0 == ":" || $0.isNumber }
                    let lineNumber = rest.split(separator: ":").first.map { ":" + $0 } ?? ""
                    location = origin + lineNumber
                    break search
                }
            }
        }
        return TestCrash(test: report.interruptedTest, message: message, location: location)
    }

    /// The exercise's test files, as the variant would build them, that are not the shipped ones: none when the
    /// variant does not judge the tests or no shipped record is known.
    func changedTests(of exercise: Exercise, variant: ExerciseVariant) -> [String] {
        guard variant.judgesTests(of: exercise), let shipped else { return [] }
        var texts: [String: String] = [:]
        for (copy, origin) in ScratchPackage.files(of: exercise, variant: variant, paths: paths)
        where copy.hasPrefix(exercise.testsFolder + "/") {
            texts[copy] =
                (try? ScratchPackage.contents(
                    of: copy, from: origin, exercise: exercise, variant: variant, paths: paths))
                ?? ""
        }
        return ChangedTests(record: shipped).files(of: exercise, texts: texts)
    }

    /// A hash of the files a variant builds for an exercise: it changes whenever one of them does.
    private func hash(of exercise: Exercise, variant: ExerciseVariant) -> String {
        ContentHash.of(
            ScratchPackage.files(of: exercise, variant: variant, paths: paths).flatMap { copy, origin in
                [
                    copy,
                    (try? ScratchPackage.contents(
                        of: copy, from: origin, exercise: exercise, variant: variant, paths: paths)) ?? "",
                ]
            })
    }

    /// Whether a file the compiler named is one of the exercise's (in the scratch package).
    private func owns(_ exercise: Exercise, _ file: String, in folder: URL) -> Bool {
        let bases = Set([folder.standardizedFileURL.path, folder.resolvingSymlinksInPath().path])
        return bases.contains { base in
            file.hasPrefix(base + "/" + exercise.sourcesFolder + "/")
                || file.hasPrefix(base + "/" + exercise.testsFolder + "/")
        }
    }

    /// Replaces the paths of copies with the paths the learner knows, and the root's path with nothing.
    static func relabel(_ text: String, _ origins: ScratchPackage.Origins, root: URL) -> String {
        var result = text
        // Longest paths first, so that no path is replaced inside a longer one (UTF-8 lengths: counting characters
        // walks every path on every comparison).
        for (copy, origin) in origins.sorted(by: { $0.key.utf8.count > $1.key.utf8.count })
        where result.contains(copy) {
            result = result.replacingOccurrences(of: copy, with: origin)
        }
        return result.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
    }
}
