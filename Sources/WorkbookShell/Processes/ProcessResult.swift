/// What a finished program left behind.
public struct ProcessResult: Sendable, Equatable {
    /// How the program ended.
    public enum Termination: Sendable, Equatable {
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

    public var succeeded: Bool { termination == .exited(0) }
}
