extension RuleBook {
    /// The workbook's own tooling, in layers: the shell (command line, terminal, processes, files) that both others
    /// share; the learner's runner (check, watch, hint, reset, verify) on it; the comparison lab (compare,
    /// side-by-side, tour, changes, the measurements and the chapters' figures) on both; and the `workbook` command
    /// (`WorkbookKit`) that lists their commands and dispatches to them. `Package.swift` draws the same layers, so the
    /// compiler refuses a name that crosses them; these books say why, and `swift test` checks them as it checks the
    /// apps'. The dispatcher names the runner, the lab and the shell, and has no book.
    public static let tooling: [RuleBook] = [.workbookRecords, .workbookShell, .workbookRunner, .workbookLab]

    /// The tooling's modules, lowest layer first: every book's scan reads them all.
    public static let toolingModules = [
        "WorkbookRecords", "WorkbookShell", "WorkbookRunner", "WorkbookLab", "WorkbookKit",
    ]

    /// The modules a tooling book's scan reads besides the tooling's own: the catalogue of apps and what it builds on.
    public static let toolingLibraries = ["AppCatalogue", "ArchitectureRules", "Backend", "HeadlessUI"]

    private static let toolingWriteUp = "CONTRIBUTING.md, \"The tooling's architecture\""

    /// `<layer>-names-no-app`: the layer names nothing of the apps' catalogue, Backend or HeadlessUI.
    private static func namesNoApp(layer: String, citation: String) -> LayerRule {
        LayerRule(
            id: "\(layer)-names-no-app",
            statement: "The \(layer) names nothing of the apps' catalogue, Backend or HeadlessUI.",
            citation: citation, scope: .everything(),
            requirement: .namesNothingFrom([.module("AppCatalogue"), .module("Backend"), .module("HeadlessUI")]))
    }

    /// Every record kept in `Chapters/measurements/` (the benchmarks', workbook-speed's, the spec's, coverage's, the
    /// changes' and the feature paths'), each named by its type, and how one is printed as stable JSON: shared by the
    /// lab and by the benchmarks' executables (minirx-bench and workbook-speed build nothing else of the tooling).
    public static let workbookRecords = RuleBook(
        module: "WorkbookRecords",
        writeUp: toolingWriteUp,
        rules: [
            LayerRule(
                id: "records-name-nothing-of-the-tooling",
                statement: "The records name nothing of the shell, the runner, the lab or the workbook command.",
                citation: "minirx-bench and workbook-speed write their records with this target alone, so the "
                    + "records stand on nothing of the tooling above them.",
                scope: .everything(),
                requirement: .namesNothingFrom([
                    .module("WorkbookShell"), .module("WorkbookRunner"), .module("WorkbookLab"),
                    .module("WorkbookKit"),
                ])),
            namesNoApp(layer: "records", citation: "A record holds figures and names, never an app's types."),
        ],
        compositionRoot: [])

    /// The command line, the terminal, child processes and files: what every command needs, whatever it serves.
    public static let workbookShell = RuleBook(
        module: "WorkbookShell",
        writeUp: toolingWriteUp,
        rules: [
            LayerRule(
                id: "shell-names-neither-runner-nor-lab",
                statement: "The shell names nothing of the runner, the lab or the workbook command.",
                citation: "The shell is the layer both others share: it knows how to read a command line, write to a "
                    + "terminal and run a process, never what a command is for.",
                scope: .everything(),
                requirement: .namesNothingFrom([
                    .module("WorkbookRunner"), .module("WorkbookLab"), .module("WorkbookKit"),
                ])),
            namesNoApp(layer: "shell", citation: "The shell serves any command, so it knows no app."),
        ],
        compositionRoot: [])

    /// The learner's runner: exercises built and tested in scratch packages, progress, hints, resets, verification.
    public static let workbookRunner = RuleBook(
        module: "WorkbookRunner",
        writeUp: toolingWriteUp,
        rules: [
            LayerRule(
                id: "runner-names-nothing-of-the-lab",
                statement: "The runner names nothing of the lab or the workbook command.",
                citation: "A learner's check needs no comparison: the runner stands on the shell alone, and the lab "
                    + "may read the exercises, never the other way round.",
                scope: .everything(),
                requirement: .namesNothingFrom([.module("WorkbookLab"), .module("WorkbookKit")])),
            namesNoApp(
                layer: "runner",
                citation: "Exercises are built against the apps in packages of their own; the runner builds and tests "
                    + "them as a learner would, without linking any app into itself."),
        ],
        compositionRoot: [])

    /// The comparison lab: every app measured side by side, the records it takes, and the chapters' figures.
    public static let workbookLab = RuleBook(
        module: "WorkbookLab",
        writeUp: toolingWriteUp,
        rules: [
            LayerRule(
                id: "lab-names-nothing-of-the-workbook-command",
                statement: "The lab names nothing of the workbook command that dispatches to it.",
                citation: "The `workbook` command lists the layers' commands; no layer lists it back.",
                scope: .everything(),
                requirement: .namesNothingFrom([.module("WorkbookKit")]))
        ],
        compositionRoot: [])
}
