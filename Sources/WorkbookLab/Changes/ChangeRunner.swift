import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookRunner
import WorkbookShell

/// Applies a change request's patches to a scratch copy of the workbook, builds it, and runs the whole spec plus
/// the request's acceptance scenarios, app by app: the first author's patches, then the second author's.
///
/// It is built for a 2-core CI machine. There is one scratch copy (`.workbook/changes/`), kept between requests and
/// between runs: before each request it is made like the workbook again by copying only the files that differ, so
/// its build folder stays valid and each build is incremental. All apps' patches for one request go in together
/// (each touches only its own module and chapter tests), so a request costs one build and one test run; only when
/// that build fails is each patch built alone, to find the one that breaks it. The test run is the spec's target
/// alone (`--filter ConformanceTests`), where the acceptance scenarios are copied.
public struct ChangeRunner {
    public let paths: WorkbookPaths
    public let processes: any ProcessRunning
    public let say: (String) -> Void

    public var workFolder: URL { paths.state.appendingPathComponent("changes") }

    /// What is copied: everything the package's manifest builds.
    static let copiedPaths = ["Package.swift", "Sources", "Tests", "Benchmarks"]

    /// The scratch copy builds the apps and the tests that judge them, without the workbook's tooling
    /// (`Package.swift` reads it): less to build the first time, and less to build again after each request.
    static let appsOnly = ["WORKBOOK_APPS_ONLY": "1"]

    // MARK: - Checking

    /// Which patches, both authors', still apply to the workbook as it is, without building anything (`--check`).
    public func check(_ change: ChangeRequest, apps: [Architecture]) -> ChangeResult {
        var result = ChangeResult(name: change.name, title: change.title)
        if let spec = change.specPatch {
            result.specApplies = apply(spec, in: paths.root, checkOnly: true) == nil
        }
        func check(_ author: PatchAuthor) -> [ChangeOutcome] {
            apps.map { app in
                guard let patch = change.patch(for: app, by: author) else {
                    return ChangeOutcome(module: app.moduleName, status: .missing)
                }
                var outcome = Self.outcome(app, patch: TextFile.read(patch) ?? "")
                if let problem = apply(patch, in: paths.root, checkOnly: true) {
                    outcome.status = .stale
                    outcome.failures = [problem]
                }
                return outcome
            }
        }
        result.outcomes = check(.first)
        if change.hasSecondPatches { result.secondOutcomes = check(.second) }
        return result
    }

    // MARK: - Running

    /// Runs both authors' patches of `change`, one after the other (the second only where the request has second
    /// patches), and reports per app and author.
    public func run(_ change: ChangeRequest, apps: [Architecture]) throws -> ChangeResult {
        var result = try run(change, apps: apps, by: .first)
        if change.hasSecondPatches {
            let second = try run(change, apps: apps, by: .second)
            result.secondOutcomes = second.outcomes
            result.specApplies = result.specApplies && second.specApplies
            result.seconds += second.seconds
        }
        return result
    }

    /// Applies every app's patch for `change` by `author`, builds, runs the spec and the acceptance scenarios, and
    /// reports per app. With `ownPatches` (module → the diff of the workbook against its last commit), the
    /// workbook's own changes stand in for those apps' patches (`--mine`): nothing is applied for them.
    public func run(
        _ change: ChangeRequest, apps: [Architecture], by author: PatchAuthor, ownPatches: [String: String] = [:]
    ) throws -> ChangeResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = ChangeResult(name: change.name, title: change.title)
        let label = author == .first ? change.name : "\(change.name), second patches"
        defer { say("   \(label): " + String(format: "%.0f s", (clock.now - start).seconds)) }

        var outcomes: [String: ChangeOutcome] = [:]
        var candidates: [Architecture] = []
        for app in apps {
            if let own = ownPatches[app.moduleName] {
                outcomes[app.moduleName] = Self.outcome(app, patch: own)
                candidates.append(app)
            } else if ownPatches.isEmpty, let patch = change.patch(for: app, by: author) {
                outcomes[app.moduleName] = Self.outcome(app, patch: TextFile.read(patch) ?? "")
                candidates.append(app)
            } else if ownPatches.isEmpty {
                outcomes[app.moduleName] = ChangeOutcome(module: app.moduleName, status: .missing)
            }
        }

        say("== \(label): applying the patches")
        if let problem = try prepare(change, patches: [], by: author) {
            result.specApplies = false
            for app in candidates {
                outcomes[app.moduleName]?.status = .stale
                outcomes[app.moduleName]?.failures = ["the spec's changes (spec.patch) do not apply: " + problem]
            }
            result.outcomes = apps.compactMap { outcomes[$0.moduleName] }
            return result
        }
        var applied: [Architecture] = []
        for app in candidates {
            guard ownPatches[app.moduleName] == nil, let patch = change.patch(for: app, by: author) else {
                applied.append(app)
                continue
            }
            if let problem = apply(patch, in: workFolder) {
                outcomes[app.moduleName]?.status = .stale
                outcomes[app.moduleName]?.failures = [problem]
            } else {
                applied.append(app)
            }
        }

        say("   building")
        var built = applied
        if let problem = build() {
            say("   the build failed: building each patch alone to find the one that breaks it")
            built = []
            for app in applied {
                _ = try prepare(change, patches: ownPatches[app.moduleName] == nil ? [app] : [], by: author)
                if let problem = build() {
                    outcomes[app.moduleName]?.status = .doesNotBuild
                    outcomes[app.moduleName]?.failures = [problem]
                } else {
                    built.append(app)
                }
            }
            _ = try prepare(change, patches: built.filter { ownPatches[$0.moduleName] == nil }, by: author)
            if let problem = build() {
                for app in built {
                    outcomes[app.moduleName]?.status = .doesNotBuild
                    outcomes[app.moduleName]?.failures = [problem]
                }
                built = []
            }
            if built.isEmpty { say("   nothing builds: " + problem) }
        }

        if !built.isEmpty {
            say("   running the spec and the acceptance scenarios")
            // Every app of the catalogue runs in the spec: the results of those not asked about are set aside by
            // name, never counted against the others.
            let report = test(modules: Architecture.allCases.map(\.moduleName))
            for app in built {
                var outcome = outcomes[app.moduleName] ?? ChangeOutcome(module: app.moduleName, status: .passed)
                outcome.specScenarios = report.specScenarios[app.moduleName] ?? 0
                outcome.acceptanceScenarios = report.acceptanceScenarios[app.moduleName] ?? 0
                var failures = report.failures[app.moduleName] ?? []
                failures += report.sharedFailures
                if !report.runEnded { failures.append("the test run stopped before its end (a crash?)") }
                if outcome.acceptanceScenarios == 0 { failures.append("no acceptance scenario ran for this app") }
                outcome.status = failures.isEmpty ? .passed : .failed
                outcome.failures = Array(failures.prefix(5))
                outcomes[app.moduleName] = outcome
            }
        }
        result.outcomes = apps.compactMap { outcomes[$0.moduleName] }
        result.seconds = (clock.now - start).seconds
        return result
    }

    // MARK: - The scratch copy

    /// Makes the scratch copy like the workbook, then adds the request's spec changes, its acceptance scenarios
    /// and `author`'s patches of `patches`. Returns why the spec's changes do not apply, when they do not.
    ///
    /// The spec's changes and the acceptance scenarios are taken out and put back for every author, so a file can be
    /// written again with the text it had: it gets its date back, and the build does not compile it again (the second
    /// author's build then compiles only the apps).
    private func prepare(_ change: ChangeRequest, patches: [Architecture], by author: PatchAuthor) throws -> String? {
        let before = snapshot()
        defer { keepDates(of: before) }
        try synchronize()
        if let spec = change.specPatch, let problem = apply(spec, in: workFolder) { return problem }
        let folder = workFolder.appendingPathComponent(change.acceptanceFolderInSpec)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in change.acceptanceFiles {
            let text = try TextFile.contents(of: file)
            let copy = folder.appendingPathComponent(file.lastPathComponent)
            if TextFile.read(copy) != text { try TextFile.writeScratch(text, to: copy) }
        }
        for app in patches {
            if let patch = change.patch(for: app, by: author), let problem = apply(patch, in: workFolder) {
                throw WorkbookError(
                    "\(change.name)/\(author.folderPrefix)\(app.moduleName).patch does not apply: \(problem)")
            }
        }
        return nil
    }

    /// A file of the scratch copy as it was: its text and its modification date.
    struct FileState {
        var data: Data
        var date: Date
    }

    /// Every file the scratch copy holds, by path, as it is now.
    func snapshot() -> [String: FileState] {
        var states: [String: FileState] = [:]
        for file in Self.copiedFiles(in: workFolder) {
            guard let data = TextFile.data(file),
                let date = try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
            else { continue }
            states[file.standardizedFileURL.path] = FileState(data: data, date: date)
        }
        return states
    }

    /// Gives each file whose text is what it was in `before` its date from then.
    func keepDates(of before: [String: FileState]) {
        for (path, now) in snapshot() {
            guard let then = before[path], then.data == now.data, then.date != now.date else { continue }
            try? FileManager.default.setAttributes([.modificationDate: then.date], ofItemAtPath: path)
        }
    }

    /// Copies what differs from the workbook into the scratch copy and removes what the workbook does not have;
    /// an unchanged file keeps its date, so the build does not compile it again.
    func synchronize() throws {
        let root = paths.root.standardizedFileURL.path + "/"
        var wanted: Set<String> = []
        for file in Self.copiedFiles(in: paths.root) {
            let relative = String(file.standardizedFileURL.path.dropFirst(root.count))
            wanted.insert(relative)
            let copy = workFolder.appendingPathComponent(relative)
            guard let data = TextFile.data(file) else { continue }
            if TextFile.data(copy) != data {
                try FileManager.default.createDirectory(
                    at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: copy)
            }
        }
        let work = workFolder.standardizedFileURL.path + "/"
        for file in Self.copiedFiles(in: workFolder) {
            let relative = String(file.standardizedFileURL.path.dropFirst(work.count))
            if !wanted.contains(relative) { try FileManager.default.removeItem(at: file) }
        }
    }

    /// Every file of ``copiedPaths`` under `folder` (the workbook or the scratch copy), hidden ones and hidden
    /// folders left out.
    private static func copiedFiles(in folder: URL) -> [URL] {
        copiedPaths.flatMap { SourceFolder.entries(under: folder.appendingPathComponent($0)) }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    // MARK: - Steps

    /// `git apply` (or `--check`) in `folder`; the reason when it does not apply. In the scratch copy git is kept
    /// from finding the workbook's own repository around it, which would make it skip every path.
    private func apply(_ patch: URL, in folder: URL, checkOnly: Bool = false) -> String? {
        let arguments = ["git", "apply", "--whitespace=nowarn"] + (checkOnly ? ["--check"] : []) + [patch.path]
        var environment: [String: String] = [:]
        if folder != paths.root {
            environment["GIT_CEILING_DIRECTORIES"] = folder.deletingLastPathComponent().path
        }
        let result = processes.run(ProcessCommand(arguments, in: folder, environment: environment))
        guard !result.succeeded else { return nil }
        let lines = (result.errors + result.output).split(separator: "\n").map(String.init)
        return lines.first { $0.hasPrefix("error:") } ?? lines.first ?? "git apply failed"
    }

    /// The scratch copy as SwiftPM sees it: the apps and their tests, without the workbook's tooling, built as a
    /// scratch build (line tables only, its own code indexed: the copy is judged, never opened; git kept out of it).
    private var scratchPackage: SwiftPackage {
        SwiftPackage.scratch(in: workFolder, environment: Self.appsOnly)
    }

    /// `swift build --build-tests` in the scratch copy; the first error when it fails.
    private func build() -> String? {
        let result = processes.run(scratchPackage.buildIncludingTests())
        guard !result.succeeded else { return nil }
        let lines = (result.output + "\n" + result.errors).split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains("error:") }
        return (errors.first ?? lines.last ?? "the build failed").trimmingCharacters(in: .whitespaces)
    }

    /// The spec's target, with the acceptance scenarios in it, read per app from the event stream.
    private func test(modules: [String]) -> SpecRunReport {
        let stream = workFolder.appendingPathComponent(".build/changes-events.jsonl")
        try? FileManager.default.removeItem(at: stream)
        try? FileManager.default.createDirectory(
            at: stream.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = processes.run(scratchPackage.test(filter: "ConformanceTests", events: stream, skipBuild: true))
        return SpecRunReport(eventStream: TextFile.read(stream) ?? "", modules: modules)
    }

    /// A patch that has yet to be judged, with its cost and the hash a record keeps of it.
    private static func outcome(_ app: Architecture, patch: String) -> ChangeOutcome {
        ChangeOutcome(
            module: app.moduleName, status: .passed, cost: PatchCost(patch: patch), patchHash: ContentHash.of([patch]))
    }
}
