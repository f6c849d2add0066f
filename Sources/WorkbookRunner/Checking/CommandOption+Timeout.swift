import WorkbookShell

extension CommandOption {
    /// `--timeout <seconds>`, shared by the commands that run tests.
    public static let timeout = CommandOption(
        "--timeout", value: "seconds",
        "stop a test still running after this many seconds (\(ExerciseRunner.standardTestTimeout) unless given)")
}

extension ParsedArguments {
    /// The `--timeout` given, in whole seconds (at least one), or `standard`.
    public func timeout(standard: Int = ExerciseRunner.standardTestTimeout) throws(UsageError) -> Int {
        guard let given = value(of: .timeout) else { return standard }
        guard let seconds = Int(given), seconds > 0 else {
            throw .badValue(CommandOption.timeout.flag, given, expected: "a whole number of seconds")
        }
        return seconds
    }
}
