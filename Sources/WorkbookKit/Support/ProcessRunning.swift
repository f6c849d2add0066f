import Foundation

/// A program to run: its name (looked up on `PATH`) or path, its arguments, where, and for how long at most.
public struct ProcessCommand: Sendable, Equatable {
    /// The program and its arguments: `["swift", "build"]`, or an absolute path first.
    public var arguments: [String]
    /// The working directory.
    public var directory: URL
    /// Variables added to the inherited environment.
    public var environment: [String: String]
    /// Seconds after which the program is stopped; `nil` waits as long as it takes.
    public var timeout: Double?
    /// Whether the program writes straight to the terminal (its output is then not captured).
    public var showsOutput: Bool

    public init(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Double? = nil,
        showsOutput: Bool = false
    ) {
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.timeout = timeout
        self.showsOutput = showsOutput
    }
}

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

/// Runs programs. The workbook runs `swift`, test binaries and `git` through this, so tests can replace it.
public protocol ProcessRunning: Sendable {
    func run(_ command: ProcessCommand) -> ProcessResult
}
