import WorkbookShell

/// `workbook reset <id> | --all [--tests]`: back up, then put back as shipped (the tests alone, with `--tests`).
struct ResetCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "reset",
        summary: "put an exercise (or all) back as shipped, keeping a backup of your files",
        arguments: [CommandArgument("id", .optional, "an exercise, like 1.2")],
        options: [all, tests],
        details: [
            "Your files are copied to .workbook/backups/<time>/ first; `swift run workbook restore <id>` puts them "
                + "back. What \"as shipped\" means comes from Exercises/shipped.txt, so a reset works the same after "
                + "you have committed your work.",
            "A test file is yours to read, not to change: while one differs from the shipped one, check does not "
                + "call the exercise passed. --tests puts back only the test files, and leaves your own work as it is.",
        ])

    static let all = CommandOption("--all", "reset every exercise")
    static let tests = CommandOption(
        "--tests", "put back only the test files as shipped; your own files stay as they are")

    let id: String?
    let all: Bool
    let testsOnly: Bool
    /// The files as shipped; `nil` reads them from git. A test gives its own.
    var shipped: (any ShippedFiles)?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        id = arguments.first
        all = arguments.has(Self.all)
        testsOnly = arguments.has(Self.tests)
        if all, id != nil { throw .eitherOr("an id", "--all") }
        if !all, id == nil { throw .missingArgument(Self.description.arguments[0], command: "reset") }
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        let exercises = try id.map { [try workbook.exercise($0, in: catalogue)] } ?? catalogue.exercises
        let outcome = try ExerciseReset(
            paths: workbook.paths,
            shipped: shipped ?? GitShippedFiles(paths: workbook.paths, processes: workbook.processes)
        )
        .reset(exercises, testsOnly: testsOnly, stamp: Backups.stamp(for: workbook.now()))

        if !testsOnly {
            // With --tests the learner's work stays, and so does its state until the next check.
            var progress = workbook.progress()
            for exercise in exercises { progress[exercise.id].state = .notStarted }
            try workbook.save(progress)
        }

        let one = exercises.count == 1 ? exercises[0].id : nil
        guard !outcome.restored.isEmpty else {
            let subject = one.map { "exercise \($0)" } ?? "every exercise"
            workbook.write(
                "Nothing to reset: " + (testsOnly ? "the tests of \(subject) are" : "\(subject) is") + " as shipped.")
            return 0
        }
        for file in outcome.restored { workbook.write("Reset " + workbook.paths.display(file)) }
        if let backup = outcome.backup {
            let yours = testsOnly ? "Your edited test files are" : "Your files are"
            workbook.write(
                workbook.style.bold("\(yours) kept in \(Backups(paths: workbook.paths).display(backup))"))
            if !testsOnly { workbook.write("To put them back: swift run workbook restore " + (one ?? "<id>")) }
        }
        if testsOnly {
            workbook.write("Check your work against the tests as shipped: swift run workbook check " + (one ?? "--all"))
        }
        return 0
    }
}
