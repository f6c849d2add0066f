import WorkbookShell

/// The learner's commands, in the order the overview lists them: the contents page (the command without a name, what
/// `swift run workbook` alone shows), checking exercises, hints, solutions, resets and the verification of the
/// exercises as shipped. The `workbook` registry lists them first.
public enum RunnerCommands {
    public static var all: [any WorkbookCommand.Type] {
        [
            ContentsCommand.self,
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
