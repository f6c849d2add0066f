/// What a finished program left behind.
public struct ProcessResult: Sendable, Equatable {
    /// How the program ended.
    public enum Termination: Sendable, Equatable {
        /// It returned this exit status.
        case exited(Int32)
        /// A signal stopped it: a crash (`fatalError`, a force unwrap of `nil`) or a kill.
        case signalled(Int32)
        /// It ran past its timeout and was stopped.
        case timedOut
    }

    public var termination: Termination
    public var output: String
    public var errors: String

    public init(termination: Termination, output: String = "", errors: String = "") {
        self.termination = termination
        self.output = output
        self.errors = errors
    }

    /// Whether the program exited with status 0.
    public var succeeded: Bool { termination == .exited(0) }
}
