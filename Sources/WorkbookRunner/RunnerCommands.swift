import WorkbookShell

/// The learner's commands, in the order the overview lists them: checking exercises, hints, solutions, resets and
/// the verification of the exercises as shipped. The `workbook` registry lists them first.
@MainActor
public enum RunnerCommands {
    public static let all: [any WorkbookCommand.Type] = [
        CheckCommand.self,
        WatchCommand.self,
        ListCommand.self,
        NextCommand.self,
        HintCommand.self,
        SolutionCommand.self,
        ResetCommand.self,
        RestoreCommand.self,
        VerifyCommand.self,
    ]

    /// The contents page: what `swift run workbook` shows with no command.
    public static let contents: any WorkbookCommand.Type = ContentsCommand.self
}
