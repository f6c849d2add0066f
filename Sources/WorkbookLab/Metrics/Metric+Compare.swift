import AppCatalogue
import ArchitectureRules
import WorkbookRecords
import WorkbookShell

/// The measured comparison's figures (`workbook compare`): layer rules and diagrams, test doubles, coverage, the tour's
/// runtime and the spec matrix. Rules, diagrams and doubles are read from the code; coverage, runtime and the spec from
/// the measurements `workbook compare --record` and `workbook bench tour-bench --record` stored.
extension Metric {
    static let compareMetrics: [Metric] = [
        Metric(name: "compare-table", summary: "compare's table: size, rules, doubles, coverage, tour, spec.") {
            context, _ in
            try context.comparison().table.render()
        },
        Metric(
            name: "layer-diagram", parameters: ["MODULE"],
            summary: "A Mermaid diagram of the app's folders and the dependencies the scanner found between them."
        ) { context, arguments in
            let row = try context.comparisonRow(arguments[0])
            guard let graph = row.graph else { throw MetricError("\(arguments[0]) has no rule book.") }
            return LayerDiagram.mermaid(graph, claimsRules: !(row.book?.rules.isEmpty ?? true))
        },
        Metric(
            name: "layer-rules", parameters: ["MODULE"],
            summary: "The app's layer rules: what each forbids, the write-up's claim, and what the scanner found."
        ) { context, arguments in
            let row = try context.comparisonRow(arguments[0])
            guard let book = row.book else { throw MetricError("\(arguments[0]) has no rule book.") }
            let rules = book.rules.isEmpty ? book.unclaimed : book.rules
            let found = book.rules.isEmpty ? row.unclaimedViolations : row.violations
            return MarkdownTable(
                header: ["Rule", "The write-up", "In the code"],
                rows: rules.map { rule in
                    let breaks = found.filter { $0.rule == rule }
                    let verdict =
                        breaks.isEmpty
                        ? "kept" : "\(breaks.count) breaks, first at `\(breaks[0].path):\(breaks[0].line)`"
                    return ["`\(rule.id)`: \(rule.statement)", rule.citation, verdict]
                }
            ).render()
        },
        moduleCount("rules-claimed", summary: "Layer rules the app's write-up claims, as the rule book states them.") {
            $0.book?.rules.count ?? 0
        },
        moduleCount("rule-breaks", summary: "Places the scanner finds the app's claimed rules broken.") {
            $0.violations.count
        },
        moduleCount("unclaimed-rule-breaks", summary: "Places the app would break the rules it does not claim.") {
            $0.unclaimedViolations.count
        },
        moduleCount(
            "test-doubles",
            summary:
                "Test doubles in the chapter's tests, by TestDouble's one rule: types, closures, values of closures."
        ) { $0.doubles.count },
        Metric(
            name: "files-ruled", parameters: ["MODULE"],
            summary: "How many of the app's files at least one of its rules reads: `6 of 71`."
        ) { context, arguments in
            let row = try context.comparisonRow(arguments[0])
            return "\(row.filesRead.read) of \(row.filesRead.total)"
        },
        Metric(
            name: "test-double-rank", summary: "Every app's test doubles, fewest first: `Baseline 0, UBER 4, …`."
        ) { context, _ in
            ranking(try context.comparison().rows.map { ($0.architecture.moduleName, $0.doubles.count) })
        },
        Metric(
            name: "test-double-type-rank",
            summary: "Every app's doubles that are types adopting an app protocol or class, fewest first."
        ) { context, _ in
            ranking(try context.comparison().rows.map { ($0.architecture.moduleName, $0.typeDoubles) })
        },
        Metric(
            name: "test-double-summary", parameters: ["MODULE"],
            summary: "The app's test doubles by form and role: `2 types (2 spies), 1 value of closures (1 spy)`."
        ) { context, arguments in
            let doubles = try context.comparisonRow(arguments[0]).doubles
            return doubles.isEmpty ? "none" : Comparison.doubleSummary(doubles)
        },
        Metric(
            name: "coverage", parameters: ["MODULE", "BY"],
            summary: "Percent of the module's lines run by its chapter's tests (BY = chapter) or the spec (BY = spec)."
        ) { context, arguments in
            let module = try context.measurements.read(CoverageRecord.self).module(arguments[0])
            switch arguments[1] {
            case "chapter": return "\(module.percent(module.coveredByChapter))%"
            case "spec": return "\(module.percent(module.coveredBySpec))%"
            default: throw MetricError("BY is `chapter` or `spec`, not `\(arguments[1])`.")
            }
        },
        Metric(
            name: "tour-slowdown", parameters: ["MODULE"],
            summary: "How many times the Baseline's time the app takes for the scripted tour (release, median)."
        ) { context, arguments in
            String(format: "%.2f", try context.benchmark(BenchmarkRecord.tourBench).medianSlowdown(arguments[0]))
        },
        Metric(
            name: "tour-slowdown-range", parameters: ["MODULE"],
            summary: "The app's tour time as a multiple of the Baseline's, from its smallest round to its largest."
        ) { context, arguments in
            let rounds = try context.benchmark(BenchmarkRecord.tourBench).slowdowns(arguments[0])
            return (Spread(rounds) ?? Spread(0)).text { String(format: "%.2f", $0) }
        },
        Metric(
            name: "tour-rank",
            summary: "Every app by its tour time over its rounds, fastest first, ties as `Baseline ≈ RHA 0.81–1.11`."
        ) { context, _ in
            let record = try context.benchmark(BenchmarkRecord.tourBench)
            return SpreadRanking(
                try record.workloads.map(\.name).map { ($0, Spread(try record.slowdowns($0)) ?? Spread(0)) }
            ).text { String(format: "%.2f", $0) }
        },
        Metric(name: "spec-matrix", summary: "The conformance matrix, scenario × app, from the recorded run.") {
            context, _ in
            SpecMatrix(try context.measurements.read(SpecRecord.self)).table.render()
        },
        Metric(name: "spec-scenarios", summary: "Scenarios in the recorded conformance run.") { context, _ in
            String(try context.measurements.read(SpecRecord.self).scenarios.count)
        },
        Metric(
            name: "size-chart", summary: "A Mermaid bar chart of each app's lines of code (the size table's column)."
        ) { context, _ in
            let rows = try context.comparison().rows
            return barChart(
                title: "Lines of code", labels: rows.map(\.architecture.moduleName),
                values: rows.map { Double($0.size.linesOfCode) })
        },
        Metric(
            name: "coverage-chart", summary: "A Mermaid bar chart of each module's coverage by its chapter's tests."
        ) { context, _ in
            let record = try context.measurements.read(CoverageRecord.self)
            return barChart(
                title: "Lines covered by the chapter's own tests (%)", labels: record.modules.map(\.module),
                values: record.modules.map { Double($0.percent($0.coveredByChapter)) })
        },
        Metric(
            name: "tour-chart", summary: "A Mermaid bar chart of each app's tour time as a multiple of the Baseline's."
        ) { context, _ in
            let record = try context.benchmark(BenchmarkRecord.tourBench)
            let names = record.workloads.map(\.name)
            return barChart(
                title: "Tour time, times the Baseline's", labels: names,
                values: try names.map { try record.medianSlowdown($0) })
        },
    ]

    /// A count about one app: `<!-- metrics: test-doubles RHA -->`.
    private static func moduleCount(
        _ name: String, summary: String, _ value: @escaping @Sendable (Comparison.Row) -> Int
    ) -> Metric {
        Metric(name: name, parameters: ["MODULE"], summary: summary) { context, arguments in
            String(value(try context.comparisonRow(arguments[0])))
        }
    }

    /// A Mermaid `xychart-beta` bar chart (GitHub draws it).
    static func barChart(title: String, labels: [String], values: [Double]) -> String {
        let top = (values.max() ?? 1) * 1.1
        let numbers = values.map { $0 == $0.rounded() ? String(Int($0)) : String(format: "%.2f", $0) }
        return [
            "```mermaid", "xychart-beta", "    title \"\(title)\"",
            "    x-axis [" + labels.map { "\"\($0)\"" }.joined(separator: ", ") + "]",
            "    y-axis 0 --> " + (top == top.rounded() ? String(Int(top)) : String(format: "%.1f", top)),
            "    bar [" + numbers.joined(separator: ", ") + "]", "```",
        ].joined(separator: "\n")
    }
}

extension MetricContext {
    /// `compare`'s measurement of every app in the catalogue, taken once per run.
    public func comparison() throws -> Comparison {
        if let known = comparisonCache { return known }
        let measured = try Comparison.measure(root: root, context: self)
        comparisonCache = measured
        return measured
    }

    /// One app's row of ``comparison()``.
    public func comparisonRow(_ module: String) throws -> Comparison.Row {
        guard let row = try comparison().rows.first(where: { $0.architecture.moduleName == module }) else {
            let names = Architecture.allCases.map(\.moduleName).joined(separator: ", ")
            throw MetricError("`\(module)` is not an app in the catalogue (\(names)).")
        }
        return row
    }
}
