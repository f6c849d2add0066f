import Foundation

extension Workbook {
    /// `workbook verify [<id>…]`: the manifest lint, then the table of every exercise (or of those named)
    /// as shipped and solved.
    func verify(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: [])
        let catalogue = try self.catalogue()
        for id in arguments where catalogue.exercise(id) == nil { throw UsageError(catalogue.unknownIDMessage(id)) }
        let clock = ContinuousClock()
        let start = clock.now
        let only = arguments.isEmpty ? nil : Set(arguments)
        let verification = Verification.run(paths: paths, catalogue: catalogue, runner: runner(), only: only) {
            write(style.dim($0))
        }

        if !verification.lint.isEmpty {
            write(style.bold("exercises.json and Exercises/:"))
            for problem in verification.lint { write(style.red("  ✘ ") + problem.description) }
            write("")
        }
        if !verification.rows.isEmpty {
            write(
                "Exercise".padding(toLength: 10, withPad: " ", startingAt: 0)
                    + "As shipped".padding(toLength: 22, withPad: " ", startingAt: 0) + "With solution"
            )
            for row in verification.rows {
                let shipped = row.shippedMiss == nil ? "fails as shipped ✔" : row.asShipped.state.words + " ✘"
                let solved = row.solutionMiss == nil ? "passes ✔" : row.withSolution.state.words + " ✘"
                let shippedColumn = shipped.padding(toLength: 22, withPad: " ", startingAt: 0)
                write(
                    row.exercise.id.padding(toLength: 10, withPad: " ", startingAt: 0)
                        + (row.shippedMiss == nil ? style.green(shippedColumn) : style.red(shippedColumn))
                        + (row.solutionMiss == nil ? style.green(solved) : style.red(solved)) + "  "
                        + style.dim(row.exercise.title)
                )
            }
            for row in verification.rows where !row.isGood {
                write("")
                if let miss = row.shippedMiss {
                    write(style.red("Exercise \(row.exercise.id): \(miss).") + " As shipped:")
                    report(row.asShipped, for: row.exercise, detailed: true)
                }
                if let miss = row.solutionMiss {
                    write(style.red("Exercise \(row.exercise.id): \(miss).") + " With its solution:")
                    report(row.withSolution, for: row.exercise, detailed: true)
                }
            }
        }
        let seconds = Double((clock.now - start).components.seconds)
        write("")
        let misses = verification.lint.count + verification.rows.filter { !$0.isGood }.count
        if verification.succeeded {
            write(style.green("Verified \(verification.rows.count) exercises") + String(format: " in %.0f s.", seconds))
            return 0
        }
        write(style.red("\(misses) miss\(misses == 1 ? "" : "es").") + String(format: " (%.0f s)", seconds))
        return 1
    }

    /// `workbook snippets --check | --update`.
    func snippets(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: ["--check", "--update"])
        guard arguments.count == 1 else { throw UsageError("Say --check or --update.") }
        let update = arguments.contains("--update")
        let sync = SnippetSync(
            sources: SnippetSources(root: paths.root),
            figures: GeneratedFigures(context: MetricContext(root: paths.root)))
        let report = sync.run(root: paths.root, files: SnippetSync.markdownFiles(root: paths.root), update: update)
        for drift in report.drifted {
            write((update ? style.yellow("updated ") : style.red("✘ ")) + drift)
        }
        for problem in report.problems { write(style.red("✘ ") + problem) }
        if !update, !report.drifted.isEmpty {
            write("Rewrite the excerpts and figures from the code with: swift run workbook snippets --update")
        }
        let ok = report.problems.isEmpty && (update || report.drifted.isEmpty)
        let summary =
            "\(report.excerpts) excerpt\(report.excerpts == 1 ? "" : "s") and \(report.figures) "
            + "figure\(report.figures == 1 ? "" : "s") in \(SnippetSync.markdownFiles(root: paths.root).count) files; "
            + "\(sync.sources.snippets.count) snippets marked in the sources."
        write(ok ? style.green("✔ ") + summary : summary)
        if update, !report.updatedFiles.isEmpty {
            write("Rewrote " + report.updatedFiles.joined(separator: ", ") + ".")
        }
        return ok ? 0 : 1
    }
}
