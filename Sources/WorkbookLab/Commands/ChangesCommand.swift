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
    static let record = CommandOption(
        "--record", "store the results in Chapters/measurements/changes.json for chapter 9")
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
        let runner = ChangeRunner(paths: workbook.paths, processes: workbook.processes) {
            workbook.write(workbook.style.dim($0))
        }
        let apps = Architecture.allCases
        if records { try refuseIncomplete(chosen, apps: apps) }
        if checkOnly { return report(checkOf: chosen.map { runner.check($0, apps: apps) }, in: workbook) }
        if let change = chosen.first, mine != nil { return try runMine(change, runner: runner, in: workbook) }

        let clock = ContinuousClock()
        let start = clock.now
        let results = try chosen.map { try runner.run($0, apps: apps) }
        let seconds = (clock.now - start).seconds
        workbook.write("")
        ChangeCostTable.details(results, namingLayers: false).terminalLines(width: workbook.width).forEach {
            workbook.write($0)
        }
        for result in results {
            for (author, outcome) in Self.measured(result) where !outcome.failures.isEmpty {
                workbook.write("")
                workbook.writeWrapped(
                    "\(result.name) in \(outcome.module) (\(author.rawValue) author) \(outcome.status.rawValue):",
                    prefix: workbook.style.red("✘ "), indent: "  ")
                for failure in outcome.failures {
                    workbook.writeWrapped(failure, prefix: "    ", indent: "      ")
                }
            }
        }
        workbook.write("")
        let measured = results.flatMap(Self.measured)
        let passing = measured.filter { $0.outcome.status == .passed }.count
        let summary =
            "\(passing) of \(measured.count) patches apply, build and pass the spec and their acceptance scenarios"
        workbook.write(
            (passing == measured.count ? workbook.style.green("✔ ") : workbook.style.red("✘ "))
                + summary + String(format: " (%.0f s).", seconds))
        let waiting = results.flatMap { result in
            apps.filter { result.outcome(for: $0.moduleName, by: .second)?.cost == nil }
                .map { "\(result.name) \($0.moduleName)" }
        }
        if !waiting.isEmpty {
            workbook.writeWrapped(
                "No second patch yet (Changes/README.md, \"How a second patch is written\"): "
                    + waiting.joined(separator: ", ") + ".")
        }
        if records {
            let record = ChangesRecord(
                changes: results, seconds: seconds.rounded(), cores: ProcessInfo.processInfo.activeProcessorCount)
            try MeasurementsFolder(root: workbook.paths.root).write(record)
            workbook.writeWrapped(
                "Recorded \(MeasurementsFolder.file(ChangesRecord.recordName)). "
                    + "`swift run workbook snippets --update` puts its figures in chapter 9.")
        }
        return passing == measured.count ? 0 : 1
    }

    /// Every patch the run measured, with its author: each first patch, whether or not it exists (a missing one
    /// fails), and each second patch that exists.
    private static func measured(_ result: ChangeResult) -> [(author: PatchAuthor, outcome: ChangeOutcome)] {
        result.outcomes.map { (PatchAuthor.first, $0) }
            + (result.secondOutcomes ?? []).filter { $0.status != .missing }.map { (PatchAuthor.second, $0) }
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
                throw UsageError(
                    "No change request \(name): there are " + all.map(\.name).joined(separator: ", ") + ".")
            }
            return change
        }
    }

    private func report(checkOf results: [ChangeResult], in workbook: Workbook) -> Int32 {
        var fine = true
        for result in results {
            workbook.write(workbook.style.bold(result.name))
            if !result.specApplies {
                fine = false
                workbook.write(workbook.style.red("  ✘ ") + "spec.patch does not apply: refresh it")
            }
            for (author, outcome) in Self.measured(result) {
                let mark = outcome.status == .passed ? workbook.style.green("  ✔ ") : workbook.style.red("  ✘ ")
                let words = outcome.status == .passed ? "applies" : outcome.status.rawValue
                workbook.writeWrapped(
                    "\(author.folderPrefix)\(outcome.module).patch \(words)"
                        + (outcome.failures.first.map { ": " + $0 } ?? ""),
                    prefix: mark, indent: "    ")
                fine = fine && outcome.status == .passed
            }
        }
        if !fine {
            workbook.writeWrapped("Changes/README.md says how to refresh a stale patch and how to add a missing one.")
        }
        return fine ? 0 : 1
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
        var rows: [[String]] = []
        for outcome in result.outcomes {
            let app = Architecture.allCases.first { $0.moduleName == outcome.module }
            rows.append(Self.costRow("yours", outcome.module, outcome.cost, status: outcome.status.rawValue))
            for author in PatchAuthor.allCases {
                let cost = app.flatMap { change.patch(for: $0, by: author) }.flatMap { TextFile.read($0) }
                    .map { PatchCost(patch: $0) }
                rows.append(Self.costRow("\(author.rawValue) author's", outcome.module, cost, status: ""))
            }
        }
        workbook.write("")
        MarkdownTable(
            header: ["Patch", "App", "Result", "Files", "Lines", "Layers", "Types added"], rows: rows,
            numericColumns: [3, 4, 6]
        ).terminalLines(width: workbook.width).forEach { workbook.write($0) }
        for outcome in result.outcomes {
            for failure in outcome.failures { workbook.writeWrapped(failure, prefix: "  ✘ ", indent: "    ") }
        }
        return result.passed ? 0 : 1
    }

    private static func costRow(_ whose: String, _ module: String, _ cost: PatchCost?, status: String) -> [String] {
        guard let cost else { return [whose, module, status.isEmpty ? "no patch" : status, "", "", "", ""] }
        return [
            whose, module, status, String(cost.sourceFiles.count), "+\(cost.linesAdded) −\(cost.linesRemoved)",
            cost.layerNames.joined(separator: ", "), String(cost.typesAdded),
        ]
    }
}
