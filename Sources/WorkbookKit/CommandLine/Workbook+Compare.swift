import AppCatalogue
import Foundation

extension Workbook {
    /// The terminal's width: `COLUMNS` when set, else 100.
    var columns: Int {
        environment["COLUMNS"].flatMap(Int.init).map { max(40, $0) } ?? 100
    }

    /// `workbook compare [--spec] [--markdown] [--record coverage|spec|all]`.
    func measuredCompare(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: ["--spec", "--markdown", "--record"])
        let clock = ContinuousClock()
        if let index = arguments.firstIndex(of: "--record") {
            let what = arguments.dropFirst(index + 1).first ?? "all"
            guard ["coverage", "spec", "all"].contains(what) else {
                throw UsageError("--record takes coverage, spec or all (got \(what)).")
            }
            let recorder = ComparisonRecorder(paths: paths, processes: processes) { write(style.dim($0)) }
            if what != "coverage" {
                let start = clock.now
                let record = try recorder.recordSpec()
                write(
                    "Recorded \(MetricContext.measurementsFolder)/spec.json: \(record.scenarios.count) scenarios "
                        + "in \((clock.now - start).components.seconds) s.")
            }
            if what != "spec" {
                let start = clock.now
                let record = try recorder.recordCoverage()
                write(
                    "Recorded \(MetricContext.measurementsFolder)/coverage.json: \(record.modules.count) modules "
                        + "in \((clock.now - start).components.seconds) s.")
            }
            write(
                "The runtime is recorded by `swift run workbook bench tour-bench --record`; then run "
                    + "`swift run workbook snippets --update`.")
            return 0
        }
        let context = MetricContext(root: paths.root)
        if arguments.contains("--spec") {
            let record = try context.recording("spec", as: SpecRecord.self)
            let matrix = SpecMatrix(record)
            let text = arguments.contains("--markdown") ? matrix.table.render() : matrix.text(width: columns)
            text.split(separator: "\n", omittingEmptySubsequences: false).forEach { write(String($0)) }
            return 0
        }
        let comparison = try context.comparison()
        let text =
            arguments.contains("--markdown")
            ? ([comparison.table.render()] + comparison.notes).joined(separator: "\n\n")
            : comparison.text(width: columns)
        text.split(separator: "\n", omittingEmptySubsequences: false).forEach { write(String($0)) }
        return 0
    }

    /// `workbook side-by-side <feature> [--markdown]`.
    func sideBySide(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: ["--markdown"])
        let names = arguments.filter { !$0.hasPrefix("-") }
        let known = Feature.all.map(\.name)
        guard names.count == 1, let name = names.first else {
            throw UsageError("Which feature? " + known.joined(separator: ", ") + ".")
        }
        guard let feature = Feature.named(name) else {
            var message = "There is no feature `\(name)`."
            if let nearest = NearestMatch.suggestion(for: name, among: known) {
                message += " Did you mean `\(nearest)`?"
            }
            throw UsageError(message + " The features: " + known.joined(separator: ", ") + ".")
        }
        let report = try FeatureReport(feature, root: paths.root)
        let text = arguments.contains("--markdown") ? report.markdown() : report.text(width: columns)
        text.split(separator: "\n", omittingEmptySubsequences: false).forEach { write(String($0)) }
        return 0
    }
}
