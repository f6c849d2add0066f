/// Why a ``Robot`` could not do what a test asked. Its description says what is on screen instead,
/// so a failing test reads like a bug report.
public struct HeadlessUIError: Error, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public let problem: String
    /// The screen as text when it went wrong.
    public let screen: String

    public init(_ problem: String, screen: String) {
        self.problem = problem
        self.screen = screen
    }

    public var description: String {
        "\(problem)\nThe screen shows:\n\(screen)"
    }
}
