import WorkbookShell

/// The options the lab's commands share, spelled once: `compare`, `side-by-side`, `bench` and `changes` each store
/// what they measure with `--record`, and `compare` and `side-by-side` print Markdown for a review with `--markdown`.
/// Each command says in its own words what it records or prints.
extension CommandOption {
    /// `--record`: measure again and store it in `Chapters/measurements/`.
    static func record(_ explanation: String) -> CommandOption {
        CommandOption("--record", explanation)
    }

    /// `--record <choice>`, for a command that can record one measurement of several.
    static func record<Choice: CaseIterable & RawRepresentable<String>>(
        choices: Choice.Type, _ explanation: String
    ) -> CommandOption {
        CommandOption("--record", choices: choices, explanation)
    }

    /// `--markdown`: print Markdown instead of the terminal's text.
    static func markdown(_ explanation: String) -> CommandOption {
        CommandOption("--markdown", explanation)
    }
}
