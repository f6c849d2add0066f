import Foundation

extension Workbook {
    /// `workbook check [<id> | <chapter> | --all]`: builds and tests, records each verdict, says what to do next.
    func check(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: ["--all"])
        let catalogue = try self.catalogue()
        var progress = self.progress()
        let ids = arguments.filter { !$0.hasPrefix("-") }
        if ids.count > 1 { throw UsageError("Check one exercise at a time, or all with --all.") }

        let exercises: [Exercise]
        if arguments.contains("--all") {
            if !ids.isEmpty { throw UsageError("Give an id or --all, not both.") }
            exercises = catalogue.exercises
        } else if let id = ids.first, let chapter = Int(id), !catalogue.exercises(inChapter: chapter).isEmpty {
            exercises = catalogue.exercises(inChapter: chapter)
        } else if let id = ids.first {
            exercises = [try exercise(id, in: catalogue)]
        } else if let next = nextExercise(catalogue, progress) {
            exercises = [next]
        } else {
            write(
                style.green("Every exercise is done.") + " Check them all again with `swift run workbook check --all`.")
            return 0
        }
        if exercises.isEmpty {
            write("No exercises yet.")
            return 0
        }

        write(
            style.dim(exercises.count == 1 ? "Checking \(exercises[0].id)…" : "Checking \(exercises.count) exercises…"))
        let verdicts = runner().check(exercises, variant: .asFound) { write(style.dim($0)) }
        for exercise in exercises {
            let verdict = verdicts[exercise.id] ?? .noTests
            progress[exercise.id].state = verdict.state
            report(verdict, for: exercise, detailed: exercises.count == 1 || !verdict.isPassed)
        }
        try save(progress)

        let passed = exercises.filter { verdicts[$0.id]?.isPassed ?? false }
        if exercises.count > 1 {
            write("")
            write("\(passed.count) of \(exercises.count) exercises pass.")
        } else if let only = exercises.first {
            write("")
            if passed.isEmpty {
                for file in only.files { write("  Edit   " + paths.display(file)) }
                write("  Stuck? swift run workbook hint \(only.id)")
            } else {
                nextStep(catalogue, progress).forEach(write)
            }
        }
        return passed.count == exercises.count ? 0 : 1
    }

    /// Writes one exercise's verdict: a line, and the details when it did not pass.
    func report(_ verdict: Verdict, for exercise: Exercise, detailed: Bool) {
        let name = "\(exercise.id) \(exercise.title)"
        switch verdict {
        case .passed(let tests):
            write(style.green("✔ ") + name + " — " + style.green("passed") + " (\(tests) test\(tests == 1 ? "" : "s"))")
        case .failed(let failure):
            write(style.red("✘ ") + name + " — " + style.red("failed"))
            guard detailed else { return }
            write("  Test: \(failure.test)")
            write("  " + failure.message)
            for detail in failure.details { write("  " + style.bold(detail)) }
            if let location = failure.location { write(style.dim("  at \(location)")) }
        case .doesNotCompile(let messages):
            write(style.red("✘ ") + name + " — " + style.red("does not compile"))
            guard detailed else { return }
            for line in messages.prefix(40) { write("  " + line) }
            if messages.count > 40 { write(style.dim("  … and \(messages.count - 40) more lines")) }
        case .crashed(let crash):
            write(style.red("✘ ") + name + " — " + style.red("crashed") + (crash.test.map { " in “\($0)”" } ?? ""))
            guard detailed else { return }
            write("  " + crash.message)
            if let location = crash.location { write(style.dim("  at \(location)")) }
        case .noTests:
            write(style.yellow("? ") + name + " — no test of its suite ran")
        }
    }

    /// `workbook watch [<id>]`: checks, then re-checks whenever a file under `Exercises/` changes.
    func watch(_ arguments: [String]) throws -> Int32 {
        try checkOptions(arguments, allowed: [])
        if arguments.count > 1 { throw UsageError("Watch one exercise, or none to follow your progress.") }
        let catalogue = try self.catalogue()
        let pinned = try arguments.first.map { try exercise($0, in: catalogue) }
        write(style.dim("Watching Exercises/: every save re-checks. Stop with Ctrl-C."))
        var lastChecked: String?
        var afterSave = false
        while keepWatching() {
            guard let exercise = pinned ?? nextExercise(catalogue, progress()) else {
                write(style.green("Every exercise is done.") + " Nothing left to watch.")
                return 0
            }
            if afterSave, clearsScreen {
                write("\u{1B}[2J\u{1B}[H" + style.dim("Watching Exercises/. Stop with Ctrl-C."))
            }
            if lastChecked != nil, lastChecked != exercise.id {
                write("")
                write(style.bold("On to exercise \(exercise.id) — \(exercise.title)"))
            }
            lastChecked = exercise.id
            write("")
            _ = try check([exercise.id])
            afterSave = false
            // A pass moves straight on to the next exercise, keeping the good news on screen.
            if pinned == nil, progress().isDone(exercise.id) { continue }
            let before = fingerprint()
            while keepWatching(), fingerprint() == before {
                pause()
            }
            afterSave = true
        }
        return 0
    }

    /// The size and modification time of every file under `Exercises/` (hidden folders such as `.build` skipped).
    func fingerprint() -> [String: String] {
        var result: [String: String] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        let enumerator = FileManager.default.enumerator(
            at: paths.exercises, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]
        )
        while let url = enumerator?.nextObject() as? URL {
            let values = try? url.resourceValues(forKeys: Set(keys))
            let time = values?.contentModificationDate?.timeIntervalSince1970 ?? 0
            result[url.path] = "\(time) \(values?.fileSize ?? -1)"
        }
        return result
    }
}
