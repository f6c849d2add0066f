import WorkbookShell

/// The learner's commands, in the order the overview lists them: the contents page (the command without a name, what
/// `swift run workbook` alone shows), checking exercises, hints, solutions, resets and the verification of the
/// exercises as shipped. The `workbook` registry lists them first.
public enum RunnerCommands {
    /// What an empty command line runs: the contents page, the one command without a name.
    public static var contents: any WorkbookCommand.Type { ContentsCommand.self }

    public static var all: [any WorkbookCommand.Type] {
        [
            contents,
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
    }
}
