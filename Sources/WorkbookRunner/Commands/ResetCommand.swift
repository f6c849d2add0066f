import WorkbookShell

/// `workbook reset <id> | --all`: back up, then put back as shipped.
struct ResetCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "reset",
        summary: "put an exercise (or all) back as shipped, keeping a backup of your files",
        arguments: [CommandArgument("id", .optional, "an exercise, like 1.2")],
        options: [all],
        details: [
            "Your files are copied to .workbook/backups/<time>/ first; `swift run workbook restore <id>` puts them "
                + "back. What \"as shipped\" means comes from Exercises/shipped.txt, so a reset works the same after "
                + "you have committed your work."
        ])

    static let all = CommandOption("--all", "reset every exercise")

    let id: String?
    let all: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        id = arguments.first
        all = arguments.has(Self.all)
        if all, id != nil { throw .eitherOr("an id", "--all") }
        if !all, id == nil { throw .missingArgument(Self.description.arguments[0], command: "reset") }
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        let exercises = try id.map { [try workbook.exercise($0, in: catalogue)] } ?? catalogue.exercises
        let outcome = try ExerciseReset(paths: workbook.paths, shipped: workbook.shippedFiles)
            .reset(exercises, stamp: Backups.stamp(for: workbook.now()))

        var progress = workbook.progress()
        for exercise in exercises { progress[exercise.id].state = .notStarted }
        try workbook.save(progress)

        let subject = exercises.count == 1 ? "exercise \(exercises[0].id) is" : "every exercise is"
        guard !outcome.restored.isEmpty else {
            workbook.write("Nothing to reset: \(subject) as shipped.")
            return 0
        }
        for file in outcome.restored { workbook.write("Reset " + workbook.paths.display(file)) }
        if let backup = outcome.backup {
            workbook.write(
                workbook.style.bold("Your files are kept in \(Backups(paths: workbook.paths).display(backup))"))
            workbook.write(
                "To put them back: swift run workbook restore " + (exercises.count == 1 ? exercises[0].id : "<id>"))
        }
        return 0
    }
}
