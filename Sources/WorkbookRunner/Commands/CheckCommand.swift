import WorkbookShell

/// `workbook check [<id>] [--all]`: builds and tests exercises, records each verdict, and says what to do next.
struct CheckCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "check",
        summary: "check an exercise (without an id: the next one you have not finished)",
        arguments: [CommandArgument("id", .optional, "an exercise, like 1.2, or a chapter, like 4, for all of its")],
        options: [all, .timeout],
        details: [
            "Builds the exercise apart from your files and runs its tests. It reports passed; failed, with the first "
                + "expectation that failed and how many more did; does not compile, with the compiler's messages; "
                + "crashed; or did not finish, naming the test still running.",
            "An exercise that does not compile or crashes never hides the others' results. The first check builds "
                + "the workbook's modules and the exercises asked about, gives their verdicts, then builds every other "
                + "exercise once; after that a check rebuilds only what you changed.",
        ])

    static let all = CommandOption("--all", "check every exercise")

    let id: String?
    let all: Bool
    let timeout: Int

    init(_ arguments: ParsedArguments) throws(UsageError) {
        id = arguments.first
        all = arguments.has(Self.all)
        timeout = try arguments.timeout()
        if all, id != nil { throw .eitherOr("an id", "--all") }
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let catalogue = try workbook.catalogue()
        let exercises: [Exercise]
        if all {
            exercises = catalogue.exercises
        } else if let id, let chapter = Int(id), !catalogue.exercises(inChapter: chapter).isEmpty {
            exercises = catalogue.exercises(inChapter: chapter)
        } else if let id {
            exercises = [try workbook.exercise(id, in: catalogue)]
        } else if let next = catalogue.next(in: workbook.standing(catalogue)) {
            exercises = [next]
        } else {
            workbook.write(
                workbook.style.green("Every exercise is done.")
                    + " Check them all again with `swift run workbook check --all`.")
            return 0
        }
        if exercises.isEmpty {
            workbook.write("No exercises yet.")
            return 0
        }
        workbook.writeProgress(
            exercises.count == 1 ? "Checking \(exercises[0].id)…" : "Checking \(exercises.count) exercises…")
        let check = ExerciseCheck(workbook: workbook, catalogue: catalogue, timeout: timeout)
        let verdicts = check.verdicts(of: exercises)
        let status = try check.report(verdicts)
        if !all, id == nil {
            workbook.writeWrapped(
                workbook.style.dim(
                    "Checked one exercise, \(exercises[0].id), the next you have not finished. "
                        + "To check every exercise: swift run workbook check --all"))
        }
        check.buildTheRest(after: verdicts)
        return status
    }
}
