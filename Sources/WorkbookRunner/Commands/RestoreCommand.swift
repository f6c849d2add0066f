import Foundation
import WorkbookShell

/// `workbook restore <id> [<backup>]`: puts back the files a reset (or an earlier restore) kept.
struct RestoreCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "restore",
        summary: "put back your files of an exercise from its latest backup (undoes a reset)",
        arguments: [
            CommandArgument("id", .required, "an exercise, like 1.2"),
            CommandArgument("backup", .optional, "a folder of .workbook/backups/, when not the latest"),
        ],
        details: [
            "Without a backup named, restore takes the latest backup a reset made. Your current files are kept in a "
                + "new backup first, so a restore can itself be undone: name that backup. The restored files are "
                + "then checked, so that `list` and the contents show where they stand."
        ])

    let id: String
    let backup: String?

    init(_ arguments: ParsedArguments) {
        id = arguments.first ?? ""
        backup = arguments.positional.dropFirst().first
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let exercise = try workbook.exercise(id, in: try workbook.catalogue())
        let backups = Backups(paths: workbook.paths)
        let holding = backups.folders().filter { !backups.files(of: exercise, in: $0).isEmpty }
        let chosen: URL
        if let backup {
            guard let named = holding.first(where: { $0.lastPathComponent == backup }) else {
                let names = holding.map(\.lastPathComponent)
                throw UsageError(
                    "No backup \(backup) holds files of exercise \(exercise.id)."
                        + (names.isEmpty ? "" : " Those that do: " + names.joined(separator: ", ") + "."))
            }
            chosen = named
        } else {
            // A restore's own backup holds what it replaced (the stub, often): restoring from it would swap back.
            guard let latest = holding.last(where: { backups.keptBy($0) == .reset }) else {
                workbook.writeErrorWrapped(
                    "There is no backup of exercise \(exercise.id) from a reset: nothing to restore.")
                return 1
            }
            chosen = latest
        }
        let plan = backups.files(of: exercise, in: chosen).map { (path: $0.path, text: Optional($0.text)) }
        let outcome = try backups.replace(plan, stamp: Backups.stamp(for: workbook.now()), keptBy: .restore)

        guard !outcome.restored.isEmpty else {
            workbook.writeWrapped(
                "Nothing to restore: your files of exercise \(exercise.id) already read as in "
                    + backups.display(chosen) + ".")
            if backup == nil, let undo = holding.last, backups.keptBy(undo) == .restore {
                workbook.write("To undo the last restore instead:")
                workbook.write("  swift run workbook restore \(exercise.id) " + undo.lastPathComponent)
            }
            return 0
        }
        for file in outcome.restored { workbook.write("Restored " + workbook.paths.display(file)) }
        workbook.write("from " + backups.display(chosen))
        if let saved = outcome.backup {
            workbook.write(workbook.style.bold("The files they replaced are kept in \(backups.display(saved))"))
        }
        // The restored work is checked at once: the progress file then records its real state, not the reset's.
        let catalogue = try workbook.catalogue()
        let check = ExerciseCheck(workbook: workbook, catalogue: catalogue, timeout: ExerciseRunner.standardTestTimeout)
        _ = try check.report(check.verdicts(of: [exercise]))
        return 0
    }
}
