import Foundation
import WorkbookRecords
import WorkbookShell

/// `workbook compare [--spec] [--markdown] [--record coverage|spec|all]`: every app measured in one table — size,
/// layer rules, test doubles, coverage, the tour's runtime and the spec — or the conformance matrix, or recording
/// the slow measurements the table reads.
struct CompareCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "compare",
        summary: "every app measured in one table: size, layer rules, test doubles, coverage, runtime, spec",
        options: [spec, markdown, record],
        details: [
            "Size, layer rules and test doubles are read from the code each time. Coverage, the tour's runtime and the "
                + "spec come from Chapters/measurements/, written by --record and by "
                + "`swift run workbook bench \(BenchmarkRecord.tourBench) --record`; then run `swift run workbook snippets --update`."
        ])

    static let spec = CommandOption(
        "--spec", "print the conformance matrix instead: scenario × app, from the recorded run")
    static let markdown = CommandOption.markdown("print a Markdown table, for pasting into a review")
    static let record = CommandOption.record(
        choices: Measurement.self,
        "measure again and store it in Chapters/measurements/ (coverage runs every chapter's tests with llvm-cov)")

    /// What `--record` measures again.
    enum Measurement: String, CaseIterable {
        case coverage, spec, all
    }

    let showsSpec: Bool
    let markdown: Bool
    let recording: Measurement?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        showsSpec = arguments.has(Self.spec)
        markdown = arguments.has(Self.markdown)
        recording = try arguments.choice(of: Self.record, as: Measurement.self)
        if recording != nil, showsSpec || markdown {
            throw UsageError(
                "--record measures and stores; --spec and --markdown print what is stored: use one or the other "
                    + "(`--record spec` records the matrix).")
        }
    }

    func run(in workbook: Workbook) throws -> Int32 {
        if let recording { return try record(recording, in: workbook) }
        let context = MetricContext(root: workbook.paths.root)
        let text: String
        if showsSpec {
            let matrix = SpecMatrix(try context.measurements.read(SpecRecord.self))
            text = markdown ? matrix.table.render() : matrix.text(width: workbook.width)
        } else {
            let comparison = try context.comparison()
            text =
                markdown
                ? ([comparison.table.render()] + (comparison.codeRunTable.map { [$0.render()] } ?? [])
                    + comparison.notes).joined(separator: "\n\n")
                : comparison.text(width: workbook.width)
        }
        text.split(separator: "\n", omittingEmptySubsequences: false).forEach { workbook.write(String($0)) }
        return 0
    }

    /// Measures the spec, the coverage or both again, and says how long each took.
    private func record(_ what: Measurement, in workbook: Workbook) throws -> Int32 {
        let clock = ContinuousClock()
        let recorder = ComparisonRecorder(
            paths: workbook.paths, processes: workbook.processes, say: workbook.writeProgress)
        if what != .coverage {
            let start = clock.now
            let record = try recorder.recordSpec()
            workbook.write(
                "Recorded \(MeasurementsFolder.file(SpecRecord.recordName)): \(record.scenarios.count) scenarios "
                    + "in \((clock.now - start).components.seconds) s.")
        }
        if what != .spec {
            let start = clock.now
            let record = try recorder.recordCoverage()
            workbook.write(
                "Recorded \(MeasurementsFolder.file(CoverageRecord.recordName)): \(record.modules.count) modules "
                    + "in \((clock.now - start).components.seconds) s.")
        }
        workbook.writeWrapped(
            "The runtime is recorded by `swift run workbook bench \(BenchmarkRecord.tourBench) --record`; then run "
                + "`swift run workbook snippets --update`.")
        return 0
    }
}
