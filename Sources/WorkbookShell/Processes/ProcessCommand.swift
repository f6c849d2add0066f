import Foundation

/// A program to run: its name (looked up on `PATH`) or path, its arguments, where, and for how long at most.
public struct ProcessCommand: Sendable, Equatable {
    /// The program and its arguments: `["git", "status"]`, or an absolute path first.
    public var arguments: [String]
    public var directory: URL
    /// Variables added to the inherited environment.
    public var environment: [String: String]
    /// Seconds after which the program is stopped; `nil` waits as long as it takes.
    public var timeout: Double?
    /// Whether the program writes straight to the terminal (its output is then not captured).
    public var showsOutput: Bool
    /// Whether the program's standard error goes straight to the terminal while its standard output is captured
    /// (for a program that reports its progress there and its result on standard output).
    public var showsErrors: Bool

    public init(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Double? = nil,
        showsOutput: Bool = false, showsErrors: Bool = false
    ) {
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.timeout = timeout
        self.showsOutput = showsOutput
        self.showsErrors = showsErrors || showsOutput
    }
}
