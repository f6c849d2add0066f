import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookShell

/// What `workbook changes` prints, in its three forms: a measured run (the cost table, each failure, the count and
/// the patches still waiting for a second author), `--check` (which patches still apply) and `--mine` (the
/// learner's cost beside both authors'). The command runs; this says what came of it.
struct ChangesReport {
    let style: TextStyle
    let width: Int

    /// Every patch a run measured, with its author: each first patch, whether or not it exists (a missing one
    /// fails), and each second patch that exists.
    static func measured(_ result: ChangeResult) -> [(author: PatchAuthor, outcome: ChangeOutcome)] {
        result.outcomes.map { (PatchAuthor.first, $0) }
            + (result.secondOutcomes ?? []).filter { $0.status != .missing }.map { (PatchAuthor.second, $0) }
    }

    static func allPassed(_ results: [ChangeResult]) -> Bool {
        results.flatMap(measured).allSatisfy { $0.outcome.status == .passed }
    }

    /// A measured run: the costs, what failed and why, how many patches passed in how long, and which apps have no
    /// second patch yet.
    func runLines(_ results: [ChangeResult], seconds: Double, apps: [Architecture]) -> [String] {
        var lines = [""] + ChangeCostTable.details(results, namingLayers: false).terminalLines(width: width)
        for result in results {
            for (author, outcome) in Self.measured(result) where !outcome.failures.isEmpty {
                lines.append("")
                lines += wrapped(
                    "\(result.name) in \(outcome.module) (\(author.rawValue) author) \(outcome.status.rawValue):",
                    prefix: style.red("✘ "), indent: "  ")
                for failure in outcome.failures {
                    lines += wrapped(failure, prefix: "    ", indent: "      ")
                }
            }
        }
        let measured = results.flatMap(Self.measured)
        let passing = measured.filter { $0.outcome.status == .passed }.count
        let summary =
            "\(passing) of \(measured.count) patches apply, build and pass the spec and their acceptance scenarios"
        let mark = passing == measured.count ? style.green("✔ ") : style.red("✘ ")
        lines += ["", mark + summary + String(format: " (%.0f s).", seconds)]
        let waiting = results.flatMap { result in
            apps.filter { result.outcome(for: $0.moduleName, by: .second)?.cost == nil }
                .map { "\(result.name) \($0.moduleName)" }
        }
        if !waiting.isEmpty {
            lines += wrapped(
                "No second patch yet (Changes/README.md, \"How a second patch is written\"): "
                    + waiting.joined(separator: ", ") + ".")
        }
        return lines
    }

    /// `--check`: for each request, whether its spec patch and each app's patches still apply.
    func checkLines(_ results: [ChangeResult]) -> [String] {
        var lines: [String] = []
        for result in results {
            lines.append(style.bold(result.name))
            if !result.specApplies {
                lines.append(style.red("  ✘ ") + "spec.patch does not apply: refresh it")
            }
            for (author, outcome) in Self.measured(result) {
                let mark = outcome.status == .passed ? style.green("  ✔ ") : style.red("  ✘ ")
                let words = outcome.status == .passed ? "applies" : outcome.status.rawValue
                lines += wrapped(
                    "\(author.folderPrefix)\(outcome.module).patch \(words)"
                        + (outcome.failures.first.map { ": " + $0 } ?? ""),
                    prefix: mark, indent: "    ")
            }
        }
        if !Self.allApply(results) {
            lines += wrapped("Changes/README.md says how to refresh a stale patch and how to add a missing one.")
        }
        return lines
    }

    static func allApply(_ results: [ChangeResult]) -> Bool {
        results.allSatisfy { result in
            result.specApplies && measured(result).allSatisfy { $0.outcome.status == .passed }
        }
    }

    /// `--mine`: the learner's patch of each app they edited, beside both authors' patches of that app.
    func mineLines(_ change: ChangeRequest, _ result: ChangeResult) -> [String] {
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
        var lines = [""]
        lines += MarkdownTable(
            header: ["Patch", "App", "Result", "Files", "Lines", "Layers", "Types added"], rows: rows,
            numericColumns: [3, 4, 6]
        ).terminalLines(width: width)
        for outcome in result.outcomes {
            for failure in outcome.failures { lines += wrapped(failure, prefix: "  ✘ ", indent: "    ") }
        }
        return lines
    }

    private static func costRow(_ whose: String, _ module: String, _ cost: PatchCost?, status: String) -> [String] {
        guard let cost else { return [whose, module, status.isEmpty ? "no patch" : status, "", "", "", ""] }
        return [
            whose, module, status, String(cost.sourceFiles.count), "+\(cost.linesAdded) −\(cost.linesRemoved)",
            cost.layerNames.joined(separator: ", "), String(cost.typesAdded),
        ]
    }

    private func wrapped(_ text: String, prefix: String = "", indent: String = "") -> [String] {
        TextWrap.lines(text, width: width, prefix: prefix, indent: indent)
    }
}
