import AppCatalogue
import WorkbookRecords
import WorkbookShell

/// `workbook side-by-side <feature> [--markdown]`: the code one feature's action ran in each app, file by file and
/// layer by layer, as observed under coverage and recorded; `--record` observes every feature again.
struct SideBySideCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "side-by-side",
        summary: "the code one feature's action ran in each app, by layer, file and function, with lines to cite",
        arguments: [
            CommandArgument("feature", .optional, "one of " + Feature.all.map(\.name).joined(separator: ", "))
        ],
        options: [markdown, links, record],
        details: [
            "What ran is read from Chapters/measurements/feature-paths.json, written by --record: each action run in a "
                + "build with coverage and SanitizerCoverage on, its line counts set to zero after the preparation and "
                + "read after the action with llvm-cov, and each function's first entry written down in between. "
                + "Recording builds the apps once more, in .build-paths/."
        ])

    static let markdown = CommandOption.markdown("print Markdown, each file:line a link, for pasting into a review")
    static let links = CommandOption(
        "--links", choices: Links.self,
        "with --markdown: links to the repository's web address at this commit (web, when git knows its origin), or "
            + "relative to its root")

    /// Where the Markdown's links lead.
    enum Links: String, CaseIterable {
        case web, relative
    }
    static let record = CommandOption.record(
        "run every feature's action in every app with coverage on and store what ran in Chapters/measurements/")

    /// The feature to show: one of `Feature.all` unless recording, when there is none.
    let featureName: String
    let markdown: Bool
    /// The links asked for; nil for the default: web when git knows the address, else relative.
    let links: Links?
    let records: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        featureName = arguments.first ?? ""
        markdown = arguments.has(Self.markdown)
        records = arguments.has(Self.record)
        links = try arguments.choice(of: Self.links, as: Links.self)
        if links != nil, !markdown {
            throw UsageError("--links says where the Markdown's links lead: give --markdown too.")
        }
        if records, !featureName.isEmpty || markdown {
            throw UsageError(
                "--record runs every feature in every app and prints no table: give it no feature and no --markdown.")
        }
        let known = Feature.all.map(\.name)
        if !records, featureName.isEmpty {
            throw UsageError(
                "`side-by-side` needs a feature, or --record. The features: " + known.joined(separator: ", ") + ".")
        }
        if !records, Feature.named(featureName) == nil {
            throw .unknown("feature", featureName, among: known)
        }
    }

    func run(in workbook: Workbook) throws -> Int32 {
        if records {
            let clock = ContinuousClock()
            let start = clock.now
            let recorder = FeaturePathRecorder(
                paths: workbook.paths, processes: workbook.processes, say: workbook.writeProgress)
            let record = try recorder.record()
            workbook.write(
                "Recorded \(MeasurementsFolder.file(ObservedPaths.recordName)): "
                    + "\(record.features.count) features in \(record.sources.count) apps "
                    + "in \((clock.now - start).components.seconds) s. Then run `swift run workbook snippets --update`."
            )
            return 0
        }
        let record = try ObservedPaths.current(root: workbook.paths.root)
        let report = try FeatureReport(featureName, record: record)
        let text = markdown ? report.markdown(linkBase: try linkBase(in: workbook)) : report.text(width: workbook.width)
        text.split(separator: "\n", omittingEmptySubsequences: false).forEach { workbook.write(String($0)) }
        return 0
    }

    /// What the Markdown's links start with: the web address of the files at this commit, or nothing (relative).
    private func linkBase(in workbook: Workbook) throws(WorkbookError) -> String {
        guard links != .relative else { return "" }
        guard let address = RepositoryWebAddress.find(root: workbook.paths.root, processes: workbook.processes) else {
            if links == .web {
                throw WorkbookError(
                    "git knows no web address for this repository (no remote origin, or none on a web host): "
                        + "use --links relative.")
            }
            return ""
        }
        return address.filesBase
    }
}
