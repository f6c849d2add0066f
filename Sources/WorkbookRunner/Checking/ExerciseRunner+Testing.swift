import Foundation
import WorkbookShell

/// The runner's test step: each exercise's suite in a process of its own, read into a verdict.
extension ExerciseRunner {
    /// Runs the tests of each exercise in a built package. With ``reusesVerdicts``, a verdict the tests decided
    /// for the same inputs (the workbook's modules, the exercise's files, the time allowed) is reused instead.
    func runTests(
        of exercises: [Exercise], in built: BuiltPackage, hashes: [String: String], say: (String) -> Void
    ) -> [CheckVerdicts.Entry] {
        var cache = reusesVerdicts ? verdictCache(of: built.package.variant) : nil
        defer { cache?.save() }
        return exercises.map { exercise in
            let key = verdictKey(of: exercise, modulesVersion: built.modulesVersion, hashes: hashes)
            if let known = cache?.verdict(for: exercise.id, key: key) {
                return CheckVerdicts.Entry(exercise: exercise, verdict: known)
            }
            let verdict = runTests(of: exercise, in: built.package, origins: built.origins, say: say)
            // Only a verdict the tests decided is kept: a crash or a timeout may be the machine's doing.
            switch verdict {
            case .passed, .failed: cache?.record(verdict, for: exercise.id, key: key)
            case .doesNotCompile, .crashed, .didNotFinish, .noTests, .testsChanged: break
            }
            return CheckVerdicts.Entry(exercise: exercise, verdict: verdict)
        }
    }

    /// With ``reusesVerdicts``, the verdicts of `exercises` when the tests have decided every one of them for the
    /// same inputs: then there is nothing to build or run. `nil` when any of them must be tested.
    func knownVerdicts(
        of exercises: [Exercise], variant: ExerciseVariant, modulesVersion: String, hashes: [String: String]
    ) -> [CheckVerdicts.Entry]? {
        guard reusesVerdicts else { return nil }
        let cache = verdictCache(of: variant)
        var known: [CheckVerdicts.Entry] = []
        for exercise in exercises {
            let key = verdictKey(of: exercise, modulesVersion: modulesVersion, hashes: hashes)
            guard let verdict = cache.verdict(for: exercise.id, key: key) else { return nil }
            known.append(CheckVerdicts.Entry(exercise: exercise, verdict: verdict))
        }
        return known
    }

    /// The verdicts recorded for a variant, in its folder.
    private func verdictCache(of variant: ExerciseVariant) -> VerdictCache {
        VerdictCache(file: folder(for: variant).appendingPathComponent("verdicts-\(variant.name).json"))
    }

    /// Everything a test verdict depends on: the workbook's modules, the exercise's files, the time allowed.
    private func verdictKey(of exercise: Exercise, modulesVersion: String, hashes: [String: String]) -> String {
        ContentHash.of([modulesVersion, hashes[exercise.id] ?? "", String(testTimeout)])
    }

    /// Runs one exercise's suite in a process of its own and reads what it reported.
    private func runTests(
        of exercise: Exercise, in package: ScratchPackage, origins: ScratchPackage.Origins, say: (String) -> Void
    ) -> Verdict {
        let events = package.folder.appendingPathComponent("events-\(exercise.module).jsonl")
        try? FileManager.default.removeItem(at: events)
        let command = package.swiftPackage(in: package.folder).testBuilt(
            package.testBinary, filter: "^" + exercise.testModule + "\\.", events: events,
            timeout: Double(testTimeout), environment: ["SWIFT_BACKTRACE": "color=no,interactive=no"])
        let result = processes.run(command) { progress in
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
}
