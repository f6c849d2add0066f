import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookRunner
import WorkbookShell

/// `workbook changes [<change>…] [--check] [--record] [--mine <change>]`: chapter 9's change requests, applied to
/// every app and measured.
struct ChangesCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "changes",
        summary: "apply every change request's patch to every app, build, run the spec, and report what each cost",
        arguments: [CommandArgument("change", .repeated, "only these change requests, like 02 or stock")],
        options: [check, record, mine],
        details: [
            "Each change request lives in Changes/NN-name/: its README, its acceptance scenarios and two patches per "
                + "app, the first author's (<App>.patch) and a second author's written blind (second/<App>.patch). "
                + "For each request and author the patches are applied to a scratch copy under .workbook/changes/, "
                + "which is built (incrementally: the copy is kept between runs) and tested: the whole spec and the "
                + "request's acceptance scenarios, for every app. A patch passes when it applies, builds and passes "
                + "both. A missing first patch fails the run; a missing second patch is listed, and --record refuses "
                + "a request until every app has both.",
            "Cost is read from the patch: source files touched, lines added and removed, the app's layers it "
                + "reaches (the folders under Sources/<App>/), test files touched, and types added.",
            "--mine runs a request against your working tree as it is (your edits of Sources/ and Tests/ since the "
                + "last commit), for the apps you edited, and prints your cost beside both authors' patches. "
                + "Changes/README.md says how to refresh a patch that --check reports stale.",
        ])

    static let check = CommandOption("--check", "only say which patches no longer apply (quick: nothing is built)")
    static let record = CommandOption.record(
        "store the results in Chapters/measurements/changes.json for chapter 9")
    static let mine = CommandOption(
        "--mine", value: "change",
        "measure your own implementation of a change request (your uncommitted edits) next to the patches")

    let names: [String]
    let checkOnly: Bool
    let records: Bool
    let mine: String?

    /// Reads the command line and refuses what cannot be done, before any patch is applied.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        names = arguments.positional
        checkOnly = arguments.has(Self.check)
        records = arguments.has(Self.record)
        mine = arguments.value(of: Self.mine)
        if mine != nil, checkOnly || records || !names.isEmpty {
            throw UsageError("--mine measures one change request: give it no other change, --check or --record.")
        }
        if checkOnly, records {
            throw UsageError("--check builds nothing, so it has nothing to record: use one or the other.")
        }
        if records, !names.isEmpty {
            throw UsageError("--record measures every change request: name none.")
        }
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let all = ChangeRequest.all(root: workbook.paths.root)
        guard !all.isEmpty else { throw WorkbookError("No change request yet: each is a folder under Changes/.") }
        let chosen = try choose(names + (mine.map { [$0] } ?? []), from: all)
        let runner = ChangeRunner(paths: workbook.paths, processes: workbook.processes, say: workbook.writeProgress)
        let apps = Architecture.allCases
        if records { try refuseIncomplete(chosen, apps: apps) }
        if checkOnly {
            let results = chosen.map { runner.check($0, apps: apps) }
            report(in: workbook).checkLines(results).forEach(workbook.write)
            return ChangesReport.allApply(results) ? 0 : 1
        }
        if let change = chosen.first, mine != nil { return try runMine(change, runner: runner, in: workbook) }

        let clock = ContinuousClock()
        let start = clock.now
        let results = try chosen.map { try runner.run($0, apps: apps) }
        let seconds = (clock.now - start).seconds
        report(in: workbook).runLines(results, seconds: seconds, apps: apps).forEach(workbook.write)
        if records {
            let record = ChangesRecord(
                changes: results, seconds: seconds.rounded(), cores: ProcessInfo.processInfo.activeProcessorCount)
            try MeasurementsFolder(root: workbook.paths.root).write(record)
            workbook.writeWrapped(
                "Recorded \(MeasurementsFolder.file(ChangesRecord.recordName)). "
                    + "`swift run workbook snippets --update` puts its figures in chapter 9.")
        }
        return ChangesReport.allPassed(results) ? 0 : 1
    }

    private func report(in workbook: Workbook) -> ChangesReport {
        ChangesReport(style: workbook.style, width: workbook.width)
    }

    /// `--record` stores only requests every app has implemented twice: a cost without its spread is a figure the
    /// chapter cannot rank on. Refused before anything is built.
    private func refuseIncomplete(_ changes: [ChangeRequest], apps: [Architecture]) throws {
        let incomplete = changes.flatMap { change in
            apps.filter { app in PatchAuthor.allCases.contains { change.patch(for: app, by: $0) == nil } }
                .map { "\(change.name) \($0.moduleName)" }
        }
        guard incomplete.isEmpty else {
            throw WorkbookError(
                "--record needs two patches per app for every request, and these have fewer: "
                    + incomplete.joined(separator: ", ")
                    + ". Changes/README.md says how a second patch is written.")
        }
    }

    private func choose(_ names: [String], from all: [ChangeRequest]) throws -> [ChangeRequest] {
        guard !names.isEmpty else { return all }
        return try names.map { name in
            guard let change = all.first(where: { $0.isNamed(name) }) else {
                // A request also answers to its name without its number (`stock` for 02-stock).
                let shortNames = all.map { String($0.name.drop { $0 != "-" }.dropFirst()) }
                throw UsageError.unknown(
                    "change request", name, among: all.map(\.name), nearest: all.map(\.name) + shortNames)
            }
            return change
        }
    }

    /// `--mine`: the working tree's edits of each app, measured against the request like a patch.
    private func runMine(_ change: ChangeRequest, runner: ChangeRunner, in workbook: Workbook) throws -> Int32 {
        var own: [String: String] = [:]
        for app in Architecture.allCases {
            let tests = "Tests/" + app.chapterTests
            let diff = workbook.processes.run(
                ProcessCommand(
                    ["git", "diff", "HEAD", "--", "Sources/" + app.moduleName, tests], in: workbook.paths.root))
            if diff.succeeded, !diff.output.isEmpty { own[app.moduleName] = diff.output }
        }
        guard !own.isEmpty else {
            throw WorkbookError(
                "You have not changed any app since the last commit: implement \(change.name) in one app's "
                    + "Sources/ folder, then run this again.")
        }
        let apps = Architecture.allCases.filter { own[$0.moduleName] != nil }
        let result = try runner.run(change, apps: apps, by: .first, ownPatches: own)
        report(in: workbook).mineLines(change, result).forEach(workbook.write)
        return result.passed ? 0 : 1
    }
}
