import Foundation

/// Builds and tests exercises so that none can hide another's result.
///
/// The exercises are copied into a scratch package under `.workbook/build/` and built together. An exercise whose
/// files do not compile is reported with the compiler's messages and left out of the next build, so the others
/// still build. Each exercise's tests then run in a process of their own, so a crash stops only that exercise.
public struct ExerciseRunner: Sendable {
    public let paths: WorkbookPaths
    public let processes: any ProcessRunning
    /// Whether warnings are errors in the scratch packages (as on CI).
    public var strict: Bool
    /// Seconds a test process may run before it is stopped as stuck.
    public var testTimeout: Double

    public init(paths: WorkbookPaths, processes: any ProcessRunning, strict: Bool = false, testTimeout: Double = 60) {
        self.paths = paths
        self.processes = processes
        self.strict = strict
        self.testTimeout = testTimeout
    }

    /// Checks the exercises, building them in the scratch package `.workbook/build/working` (or `…/solved`).
    /// - Parameter say: receives a line for the user while a slow step runs.
    public func check(
        _ exercises: [Exercise], variant: ExerciseVariant, say: (String) -> Void = { _ in }
    ) -> [String: Verdict] {
        var verdicts: [String: Verdict] = [:]
        // A folder with no Swift file would stop SwiftPM from planning the build at all.
        func isEmpty(_ folder: String) -> Bool {
            ScratchPackage.swiftFiles(in: paths.exerciseFile(folder), relativeTo: paths.exercises).isEmpty
        }
        let empty = exercises.filter { isEmpty($0.sourcesFolder) || isEmpty($0.testsFolder) }
        for exercise in empty {
            let remedy =
                isEmpty(exercise.sourcesFolder)
                ? "\(paths.display(exercise.sourcesFolder))/ has no Swift file left: "
                    + "`swift run workbook reset \(exercise.id)` puts the stubs back."
                : "\(paths.display(exercise.testsFolder))/ has no Swift file left: "
                    + "`git checkout -- \(paths.display(exercise.testsFolder))` puts the tests back."
            verdicts[exercise.id] = .doesNotCompile([remedy])
        }
        var remaining = exercises.filter { exercise in !empty.contains { $0.id == exercise.id } }
        let folder = paths.build.appendingPathComponent(variant.rawValue)
        let name =
            (variant == .solved ? "Solved" : "Working") + (exercises.count == 1 ? exercises[0].module : "Exercises")
        var origins: ScratchPackage.Origins = [:]

        if !FileManager.default.fileExists(atPath: paths.scratch.appendingPathComponent("debug").path) {
            say("Building the workbook's modules for the exercises, once: this first build takes a minute or two.")
        }
        while !remaining.isEmpty {
            let package = ScratchPackage(
                folder: folder, name: name, exercises: remaining, variant: variant, strict: strict)
            do {
                origins = try package.write(paths: paths)
            } catch {
                for exercise in remaining { verdicts[exercise.id] = .doesNotCompile([error.message]) }
                return verdicts
            }
            let build = processes.run(
                ProcessCommand(
                    [
                        "swift", "build", "--build-tests", "--package-path", folder.path, "--scratch-path",
                        paths.scratch.path,
                    ],
                    in: paths.root
                )
            )
            if build.succeeded { break }

            let diagnostics = CompilerDiagnostic.errors(in: build.output + "\n" + build.errors)
            let broken = remaining.filter { exercise in diagnostics.contains { owns(exercise, $0.file, in: folder) } }
            if broken.isEmpty {
                // Nothing points at an exercise: the workbook itself, or the toolchain, failed.
                let messages = diagnostics.isEmpty ? Self.tail(of: build) : diagnostics.flatMap(\.text)
                for exercise in remaining {
                    verdicts[exercise.id] = .doesNotCompile(
                        messages.map { Self.relabel($0, origins, root: paths.root) })
                }
                return verdicts
            }
            for exercise in broken {
                let own = diagnostics.filter { owns(exercise, $0.file, in: folder) }
                verdicts[exercise.id] = .doesNotCompile(
                    own.flatMap(\.text).map { Self.relabel($0, origins, root: paths.root) }
                )
            }
            remaining.removeAll { exercise in broken.contains { $0.id == exercise.id } }
        }

        for exercise in remaining {
            verdicts[exercise.id] = runTests(of: exercise, folder: folder, packageName: name, origins: origins)
        }
        return verdicts
    }

    /// Runs one exercise's suite in a process of its own and reads what it reported.
    private func runTests(
        of exercise: Exercise, folder: URL, packageName: String, origins: ScratchPackage.Origins
    ) -> Verdict {
        let events = folder.appendingPathComponent("events-\(exercise.module).jsonl")
        try? FileManager.default.removeItem(at: events)
        let filter = "^" + exercise.testModule + "\\."
        let streamArguments = [
            "--event-stream-output-path", events.path, "--event-stream-version", "0", "--filter", filter,
            "--no-parallel",
        ]
        #if os(Linux)
        let binary = paths.scratch.appendingPathComponent("debug/\(packageName)PackageTests.xctest").path
        let arguments = [binary, "--testing-library", "swift-testing"] + streamArguments
        #else
        let arguments =
            [
                "swift", "test", "--skip-build", "--disable-xctest", "--package-path", folder.path,
                "--scratch-path", paths.scratch.path,
            ] + streamArguments
        #endif
        let result = processes.run(
            ProcessCommand(
                arguments, in: folder, environment: ["SWIFT_BACKTRACE": "color=no,interactive=no"],
                timeout: testTimeout
            )
        )
        let report = TestRunReport(eventStream: (try? String(contentsOf: events, encoding: .utf8)) ?? "")
        return Self.verdict(
            for: exercise, result: result, report: report, origins: origins, root: paths.root, timeout: testTimeout)
    }

    /// Reads a verdict from how the test process ended and what it reported.
    public static func verdict(
        for exercise: Exercise, result: ProcessResult, report: TestRunReport, origins: ScratchPackage.Origins,
        root: URL, timeout: Double
    ) -> Verdict {
        if result.termination == .timedOut {
            return .crashed(
                TestCrash(
                    test: report.interruptedTest,
                    message: "It did not finish within \(Int(timeout)) seconds: is there an endless loop?"
                )
            )
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
                    location: location
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
        for (copy, origin) in origins.sorted(by: { $0.key.count > $1.key.count }) where result.contains(copy) {
            result = result.replacingOccurrences(of: copy, with: origin)
        }
        return result.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
    }

    /// The last lines of a failed build's output, when no error in it could be read.
    private static func tail(of build: ProcessResult) -> [String] {
        let lines = (build.output + "\n" + build.errors).split(separator: "\n").map(String.init)
        return Array(lines.suffix(20))
    }
}
