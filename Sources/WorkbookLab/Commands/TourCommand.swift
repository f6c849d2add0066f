import WorkbookShell

/// `workbook tour`: the same script in every app of the catalogue, step by step.
struct TourCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "tour",
        summary: "the same script run in every app: what they show alike once, where they differ side by side",
        details: [
            "Each app runs on a fresh fake server. After each step, a screen every app shows alike is shown once; "
                + "screens that differ are set side by side (one under another when the terminal is narrow). Where "
                + "an app cannot do a step, its screen says why."
        ])

    init(_ arguments: ParsedArguments) {}

    func run(in workbook: Workbook) throws -> Int32 {
        // The tour drives the apps, which live on the main actor, as UIKit apps do. `workbook` runs every command on
        // the main actor (main.swift's top-level code), so the tour is already there; a caller elsewhere is a
        // programming error, and stops here.
        let width = workbook.width
        let text = MainActor.assumeIsolated { Tour(width: width).run() }
        text.split(separator: "\n", omittingEmptySubsequences: false).forEach { workbook.write(String($0)) }
        return 0
    }
}
