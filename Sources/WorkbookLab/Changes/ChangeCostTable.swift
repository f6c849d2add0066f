import WorkbookRecords
import WorkbookShell

/// The tables `workbook changes` prints and chapter 9 renders: what each change request cost each app.
public enum ChangeCostTable {
    /// One row per change request and app: verdict, files, lines, layers (named, or counted to fit a terminal),
    /// types.
    public static func details(_ results: [ChangeResult], namingLayers: Bool = true) -> MarkdownTable {
        let rows = results.flatMap { result in
            result.outcomes.map { outcome -> [String] in
                let cost = outcome.cost
                return [
                    namingLayers ? result.name : String(result.name.prefix { $0 != "-" }), outcome.module,
                    outcome.status.rawValue,
                    cost.map { String($0.sourceFiles.count) } ?? "",
                    cost.map { String($0.testFiles.count) } ?? "",
                    cost.map { "+\($0.linesAdded) −\($0.linesRemoved)" } ?? "",
                    cost.map { namingLayers ? $0.layerNames.joined(separator: ", ") : String($0.layers.count) } ?? "",
                    cost.map { String($0.typesAdded) } ?? "",
                ]
            }
        }
        return MarkdownTable(
            header: ["Change", "App", "Result", "Files", "Test files", "Lines", "Layers", "Types added"], rows: rows,
            numericColumns: namingLayers ? [3, 4, 5, 7] : [3, 4, 5, 6, 7])
    }

    /// One row per app, one column per change request, each cell `files / lines / layers`: source files touched,
    /// lines changed (added plus removed) and layers touched; then the total over every request.
    public static func matrix(_ results: [ChangeResult], modules: [String]) -> MarkdownTable {
        let rows = modules.map { module -> [String] in
            let costs = results.map { $0.outcome(for: module) }
            let cells = costs.map { outcome -> String in
                guard let outcome, let cost = outcome.cost else { return "no patch" }
                let text = cell(files: cost.sourceFiles.count, lines: cost.linesChanged, layers: cost.layers.count)
                return outcome.status == .passed ? text : text + " (\(outcome.status.rawValue))"
            }
            let present = costs.compactMap { $0?.cost }
            let total = cell(
                files: present.reduce(0) { $0 + $1.sourceFiles.count },
                lines: present.reduce(0) { $0 + $1.linesChanged },
                layers: present.reduce(0) { $0 + $1.layers.count })
            return [module] + cells + [total]
        }
        return MarkdownTable(
            header: ["App"] + results.map { "\($0.name)" } + ["Total"], rows: rows,
            numericColumns: Set(1...(results.count + 1)))
    }

    private static func cell(files: Int, lines: Int, layers: Int) -> String {
        "\(files) / \(lines) / \(layers)"
    }
}

extension PatchCost {
    /// Lines added plus lines removed.
    public var linesChanged: Int { linesAdded + linesRemoved }
}
