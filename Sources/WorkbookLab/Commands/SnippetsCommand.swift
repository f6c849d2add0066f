import WorkbookShell

/// `workbook snippets --check | --update`: the chapters' excerpts and figures against the code.
struct SnippetsCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "snippets",
        summary: "check (or rewrite) the code excerpts and generated figures in the chapters against the code",
        options: [check, update],
        details: [
            "An excerpt is marked in a source with `// snippet: name` … `// end-snippet` and placed in a chapter "
                + "under `<!-- snippet: name -->`. Every ```swift block must be an excerpt or follow "
                + "`<!-- illustrative -->`. A figure is a `<!-- metrics: name -->…<!-- end-metrics -->` block."
        ])

    static let check = CommandOption(
        "--check", "report every excerpt or figure that no longer reads what the code says")
    static let update = CommandOption("--update", "rewrite them from the code")

    let update: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.has(Self.check) != arguments.has(Self.update) else {
            throw UsageError("Say --check or --update.")
        }
        update = arguments.has(Self.update)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let style = workbook.style
        let root = workbook.paths.root
        let sync = SnippetSync(
            sources: SnippetSources(root: root), figures: GeneratedFigures(context: MetricContext(root: root)))
        let files = SnippetSync.markdownFiles(root: root)
        let report = sync.run(root: root, files: files, update: update)
        for drift in report.drifted {
            workbook.write((update ? style.yellow("updated ") : style.red("✘ ")) + drift)
        }
        for problem in report.problems { workbook.write(style.red("✘ ") + problem) }
        if !update, !report.drifted.isEmpty {
            workbook.write("Rewrite the excerpts and figures from the code with: swift run workbook snippets --update")
        }
        let ok = report.problems.isEmpty && (update || report.drifted.isEmpty)
        let summary =
            "\(report.excerpts) excerpt\(report.excerpts == 1 ? "" : "s") and \(report.figures) "
            + "figure\(report.figures == 1 ? "" : "s") in \(files.count) files; "
            + "\(sync.sources.snippets.count) snippets marked in the sources."
        workbook.writeWrapped(summary, prefix: ok ? style.green("✔ ") : "", indent: "  ")
        if update, !report.updatedFiles.isEmpty {
            workbook.writeWrapped("Rewrote " + report.updatedFiles.joined(separator: ", ") + ".", indent: "  ")
        }
        return ok ? 0 : 1
    }
}
