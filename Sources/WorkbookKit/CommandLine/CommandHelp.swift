/// The usage and explanation of each `workbook` command, for `--help` and for mistyped commands.
public struct CommandHelp: Sendable {
    public let name: String
    public let usage: String
    public let summary: String
    public let details: [String]

    /// Every command, in the order the overview lists them.
    public static let all: [CommandHelp] = [
        CommandHelp(
            name: "check", usage: "workbook check [<id> | <chapter> | --all]",
            summary: "check an exercise (without an id: the next one you have not finished)",
            details: [
                "Builds the exercise on its own and runs its tests. It reports passed, failed (with the first",
                "expectation that failed), does not compile (with the compiler's messages), or crashed.",
                "A chapter number (check 4) checks that chapter's exercises; --all checks every exercise.",
                "An exercise that does not compile or crashes never hides the others' results.",
            ]),
        CommandHelp(
            name: "watch", usage: "workbook watch [<id>]",
            summary: "re-check the exercise you are on every time you save a file under Exercises/",
            details: [
                "Without an id, watch follows your progress: when an exercise passes it moves to the next.",
                "Stop it with Ctrl-C.",
            ]),
        CommandHelp(
            name: "list", usage: "workbook list",
            summary: "every exercise, its state, and the files to edit",
            details: ["States come from your last check: done, failing, does not compile, crashed, not started."]),
        CommandHelp(
            name: "next", usage: "workbook next",
            summary: "the one next step to take",
            details: ["The first exercise you have not finished, what to read, and which file to edit."]),
        CommandHelp(
            name: "hint", usage: "workbook hint <id>",
            summary: "one more hint for an exercise, from gentle to specific",
            details: [
                "Each call shows the hints you have seen and one more; the count is kept in .workbook/progress.txt."
            ]),
        CommandHelp(
            name: "solution", usage: "workbook solution <id> [--force]",
            summary: "the solution, as a difference from your file (once the exercise passes)",
            details: [
                "Lines starting with - are yours, lines starting with + are the solution's.",
                "--force shows it before your exercise passes.",
            ]),
        CommandHelp(
            name: "reset", usage: "workbook reset <id> | --all",
            summary: "put an exercise (or all) back as shipped, keeping a backup of your files",
            details: [
                "Your files are copied to .workbook/backups/<time>/ first, and the command says where.",
                "Files are restored from the last commit of this repository.",
            ]),
        CommandHelp(
            name: "verify", usage: "workbook verify [<id>…]",
            summary: "for CI and instructors: every exercise fails as shipped and passes with its solution",
            details: [
                "Lints Exercises/exercises.json (ids, files, hints, suites, stray files, a TODO in each stub),",
                "then builds copies of the exercises under .workbook/build/ twice: as they are, and solved.",
                "An exercise must fail as shipped with a test failure that names its file, and pass solved.",
                "With ids, only those exercises are built (and linted, with the folder as a whole).",
                "Your own files are never touched. Exits non-zero on any miss.",
            ]),
        CommandHelp(
            name: "snippets", usage: "workbook snippets --check | --update",
            summary: "check (or rewrite) the code excerpts in the chapters against the sources",
            details: [
                "An excerpt is marked in a source with `// snippet: name` … `// end-snippet` and placed in a chapter",
                "under `<!-- snippet: name -->`. Every ```swift block must be an excerpt or follow `<!-- illustrative -->`.",
            ]),
        CommandHelp(
            name: "bench", usage: "workbook bench [<name>] [--record] [<arguments>…]",
            summary: "run a benchmark (its own executable under Benchmarks/, built for release)",
            details: [
                "Runs `swift run -c release <name>` and passes the arguments on; with one benchmark, the name can go.",
                "With --record, stores the measurement in Chapters/measurements/<name>.json for the chapters' figures,",
                "with callgrind's instructions per event when valgrind is installed; then run `snippets --update`.",
                "Release builds take a few minutes the first time.",
            ]),
        CommandHelp(
            name: "tour", usage: "workbook tour",
            summary: "the same script run in every app, screens side by side after each step",
            details: ["Each app runs on a fresh fake server; where an app cannot do a step, its column says why."]),
        CommandHelp(
            name: "compare", usage: "workbook compare [--spec] [--markdown] [--record coverage|spec|all]",
            summary: "every app measured in one table: size, layer rules, test doubles, coverage, runtime, spec",
            details: [
                "Size, layer rules and test doubles are read from the code each time. Coverage, the tour's runtime",
                "and the spec come from Chapters/measurements/, written by --record (coverage: each chapter's tests",
                "and the spec alone, with llvm-cov, in .build-coverage/; spec: one conformance run) and by",
                "`workbook bench tour-bench --record`. --spec prints the conformance matrix, scenario × app.",
                "--markdown prints a table for pasting.",
            ]),
        CommandHelp(
            name: "side-by-side", usage: "workbook side-by-side <feature> [--markdown]",
            summary: "the path one feature takes through each app's code, file by file, with lines to cite",
            details: [
                "Features: reserve, load-more, edit, delete, server-error. Each path is found by the source scanner,",
                "from the screen to the request it sends (or from the server's answer to the alert it shows).",
            ]),
        CommandHelp(
            name: "help", usage: "workbook help [<command>]",
            summary: "this overview, or one command's help (every command also takes --help)",
            details: []),
    ]

    public static func named(_ name: String) -> CommandHelp? {
        all.first { $0.name == name }
    }

    /// The overview: `swift run workbook --help`.
    public static var overview: [String] {
        var lines = [
            "Architecture Workbook: one small app built six ways, and the exercises that go with it.",
            "",
            "Usage: swift run workbook [<command>] [<arguments>]",
            "",
            "  (no command)  the contents: chapters, exercises done, a progress bar, and your next step",
        ]
        for command in all {
            lines.append(
                "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + "  " + command.summary)
        }
        lines += [
            "",
            "Exercise ids read chapter.number, like 1.2. Exit status: 0 on success, 1 when a check or verification",
            "fails, 2 when the command line is not understood. Colour only on a terminal, never with NO_COLOR.",
        ]
        return lines
    }

    /// One command's help.
    public var text: [String] {
        ["Usage: swift run " + usage, "", summary.prefix(1).uppercased() + summary.dropFirst() + "."]
            + (details.isEmpty ? [] : [""] + details)
    }
}
