import Foundation
import WorkbookShell

/// `workbook watch [<id>]`: checks, then checks again on every save — the exercise whose file was saved.
///
/// The verdict on screen always belongs to the files as they are: a save during a check makes that check's verdict
/// stale, so it is not shown, and the exercise is checked again at once.
struct WatchCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "watch",
        summary: "check on every save under Exercises/: the exercise whose file you saved",
        arguments: [CommandArgument("id", .optional, "stay on this exercise, like 1.2, whatever file is saved")],
        options: [.timeout],
        details: [
            "Without an id, watch starts with the next exercise you have not finished, then follows your saves: "
                + "saving a file of another exercise checks that one. A save while a check runs starts a new check "
                + "straight after it, so the verdict on screen is always about your files as they are now.",
            "Stop it with Ctrl-C: that stops any build or test it started, too.",
        ])

    let id: String?
    let timeout: Int
    /// What happens between two looks at the files: a twentieth of a second's sleep, since a look costs only a walk of
    /// `Exercises/`'s folders and one `stat` per file (``FolderSnapshot``). A test saves a file here instead.
    var pause: () -> Void = { usleep(50_000) }
    /// Whether to keep watching: until Ctrl-C stops the process. A test stops after a few looks.
    var keepWatching: () -> Bool = { true }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        id = arguments.first
        timeout = try arguments.timeout()
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        let style = workbook.style
        let pinned = try id.map { id throws(UsageError) in try workbook.exercise(id, in: catalogue) }
        let check = ExerciseCheck(workbook: workbook, catalogue: catalogue, timeout: timeout)
        func snapshot() -> FolderSnapshot { FolderSnapshot(root: workbook.paths.root, folders: ["Exercises"]) }

        var target = pinned ?? catalogue.next(in: workbook.standing(catalogue))
        workbook.write(style.dim("Watching Exercises/: every save checks the exercise you saved. Stop with Ctrl-C."))
        if target == nil {
            workbook.write(style.green("Every exercise is done.") + " Save a file of one to check it again.")
        }
        var seen = snapshot()
        var reason = ""
        var isFirstCheck = true
        while keepWatching() {
            if let exercise = target {
                if !isFirstCheck, workbook.isTerminal {
                    workbook.write("\u{1B}[2J\u{1B}[H" + style.dim("Watching Exercises/. Stop with Ctrl-C."))
                }
                isFirstCheck = false
                workbook.write("")
                workbook.write(style.dim("Checking \(exercise.id)…" + reason))
                let before = snapshot()
                let verdicts = check.verdicts(of: [exercise])
                seen = snapshot()
                let savedMeanwhile = seen.changes(since: before)
                if !savedMeanwhile.isEmpty {
                    // That verdict is about files that have changed since: check them as they are now instead.
                    target = pinned ?? owner(of: savedMeanwhile, in: catalogue) ?? exercise
                    reason = " (saved while the last check ran)"
                    continue
                }
                _ = try check.report(verdicts)
                // A save while the rest is built is seen by the next look: `seen` was taken before it.
                check.buildTheRest(after: verdicts)
                workbook.write(style.dim("Watching: save a file to check it again."))
            }
            var now = seen
            while now == seen {
                guard keepWatching() else { return 0 }
                pause()
                now = snapshot()
            }
            target = pinned ?? owner(of: now.changes(since: seen), in: catalogue) ?? target
            seen = now
            reason = ""
        }
        return 0
    }

    /// The exercise a saved file belongs to (paths relative to the root: `Exercises/Chapter04/…`).
    private func owner(of paths: [String], in catalogue: ExerciseCatalogue) -> Exercise? {
        paths.lazy.compactMap { path in
            let inExercises = path.hasPrefix("Exercises/") ? String(path.dropFirst("Exercises/".count)) : path
            return catalogue.exercises.first { exercise in
                [exercise.sourcesFolder, exercise.testsFolder, exercise.solutionsFolder].contains {
                    inExercises.hasPrefix($0 + "/")
                }
            }
        }.first
    }
}
