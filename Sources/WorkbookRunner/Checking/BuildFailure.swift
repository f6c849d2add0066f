import WorkbookShell

/// Why a build failed, in the compiler's (or SwiftPM's) own words: its errors, or else the last lines it printed.
public struct BuildFailure: Error, Sendable, Equatable {
    public var messages: [String]

    public init(_ messages: [String]) {
        self.messages = messages
    }

    /// The errors in a failed build's output, or its last twenty lines when none can be read.
    public init(build: ProcessResult) {
        let output = build.output + "\n" + build.errors
        let diagnostics = CompilerDiagnostic.errors(in: output)
        if diagnostics.isEmpty {
            messages = Array(output.split(separator: "\n").map(String.init).suffix(20))
        } else {
            messages = diagnostics.flatMap(\.text)
        }
    }
}
