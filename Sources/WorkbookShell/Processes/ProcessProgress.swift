/// How far a running program has got: the time since it started, and what it has written to standard output so far.
public struct ProcessProgress {
    public let elapsed: Duration
    /// Reads the program's standard output up to now (empty when its output goes straight to the terminal).
    public let outputSoFar: () -> String

    public init(elapsed: Duration, outputSoFar: @escaping () -> String = { "" }) {
        self.elapsed = elapsed
        self.outputSoFar = outputSoFar
    }

    public var seconds: Int { Int(elapsed.components.seconds) }
}
