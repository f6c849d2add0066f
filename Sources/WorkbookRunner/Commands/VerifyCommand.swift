import Foundation
import WorkbookShell

/// `workbook verify [<id>…]`: the manifest lint, then every exercise (or those named) as shipped and solved.
struct VerifyCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "verify",
        summary: "for CI and instructors: every exercise fails as shipped and with each shortcut, and passes solved",
        arguments: [CommandArgument("id", .repeated, "only these exercises, like 4.2")],
        options: [.timeout, recordShipped, lintOnly],
        details: [
            "Lints Exercises/exercises.json (ids, files, hints, suites, shortcuts, stray files, a TODO in each stub, "
                + "Exercises/Package.swift and Exercises/shipped.txt in step, no solution quoted in a chapter or in "
                + "a hint before the last), then checks copies of the exercises under .workbook/build/: as they "
                + "are, solved, and with each shortcut in place. An exercise must fail as shipped with a test "
                + "failure that names its file, pass solved, and fail with every shortcut for the reason the "
                + "shortcut names.",
            "It judges the exercises as shipped, so run it on a clean clone: it checks the files as they are, and "
                + "your own work in an exercise shows as misses (it says so). Your own files are never touched. "
                + "A warm run reuses the verdicts of exercises whose files and modules have not changed. "
                + "Exits non-zero on any miss.",
        ])

    static let recordShipped = CommandOption(
        "--record-shipped",
        "for authors: record the stubs and tests as they are now as the shipped ones (Exercises/shipped.txt)")
    static let lintOnly = CommandOption(
        "--lint-only", "for authors: only lint exercises.json and Exercises/, building nothing")

    let ids: [String]
    let timeout: Int
    let recordShipped: Bool
    let lintOnly: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        ids = arguments.positional
        timeout = try arguments.timeout()
        recordShipped = arguments.has(Self.recordShipped)
        lintOnly = arguments.has(Self.lintOnly)
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        let style = workbook.style
        for id in ids { _ = try workbook.exercise(id, in: catalogue) }
        if recordShipped {
            let record = ShippedRecord.recording(catalogue.exercises, paths: workbook.paths)
            do {
                try record.text.write(to: workbook.paths.shippedRecord, atomically: true, encoding: .utf8)
            } catch {
                throw WorkbookError("Cannot write Exercises/shipped.txt: \(error.localizedDescription)")
            }
            workbook.write("Recorded \(record.ids.count) files as shipped in Exercises/shipped.txt.")
        }
        let notShipped =
            ShippedRecord(paths: workbook.paths)?.exercisesDiffering(
                catalogue.exercises.filter { ids.isEmpty || ids.contains($0.id) }, paths: workbook.paths) ?? []
        if !notShipped.isEmpty {
            workbook.writeWrapped(
                style.yellow("Your files of \(Self.named(notShipped)) are not the shipped ones:")
                    + " verify judges the exercises as shipped, so your work shows as misses. More at the end.")
        }
        let start = ContinuousClock.now
        let verification = Verification.run(
            paths: workbook.paths, catalogue: catalogue, runner: workbook.runner(catalogue, testTimeout: timeout),
            only: ids.isEmpty ? nil : Set(ids), lintOnly: lintOnly, say: workbook.writeProgress)

        let seconds = Double((ContinuousClock.now - start).components.seconds)
        let report = VerificationReport(style: style, width: workbook.width)
        report.lines(verification).forEach(workbook.write)
        if !notShipped.isEmpty { writeCleanCopyNote(notShipped, in: workbook) }
        report.summary(verification, lintOnly: lintOnly, seconds: seconds).forEach(workbook.write)
        return verification.succeeded ? 0 : 1
    }

    /// What verify judges, and how to run it on the exercises as shipped when the files are someone's work.
    private func writeCleanCopyNote(_ exercises: [Exercise], in workbook: Workbook) {
        let origin = workbook.processes.run(
            ProcessCommand(["git", "remote", "get-url", "origin"], in: workbook.paths.root))
        let source = origin.succeeded ? origin.output.trimmingCharacters(in: .whitespacesAndNewlines) : ""
        workbook.write("")
        workbook.writeWrapped(
            "Your files of \(Self.named(exercises)) are not the ones Exercises/shipped.txt records. verify judges the "
                + "exercises as shipped: that each fails as shipped, passes solved, and fails with each shortcut. "
                + "With your work in place, an exercise you have done passes \"as shipped\", which counts as a miss "
                + "here and is no fault of yours.")
        workbook.writeWrapped(
            "To verify the exercises as shipped, run it on a clean copy: git clone "
                + (source.isEmpty ? "<the workbook's address>" : source)
                + " workbook-clean && cd workbook-clean && swift run workbook verify")
        workbook.writeWrapped(
            "(An author who changed stubs or tests on purpose records them instead: "
                + "swift run workbook verify --record-shipped)")
    }

    /// `exercises 1.1, 2.3` or `exercise 1.1`.
    private static func named(_ exercises: [Exercise]) -> String {
        (exercises.count == 1 ? "exercise " : "exercises ") + exercises.map(\.id).joined(separator: ", ")
    }
}
