/// What a check found out about one exercise.
public enum Verdict: Sendable, Equatable {
    /// Every test of the exercise passed.
    case passed(tests: Int)
    /// A test failed; this is the first expectation that did.
    case failed(TestFailure)
    /// The exercise does not build; these are the compiler's messages for its files.
    case doesNotCompile([String])
    /// The test process stopped (a `fatalError`, a force unwrap of `nil`, an endless loop).
    case crashed(TestCrash)
    /// The exercise built, but no test of its suite ran.
    case noTests

    /// The one-word state kept in the progress file.
    public var state: ExerciseState {
        switch self {
        case .passed: .passed
        case .failed, .noTests: .failing
        case .doesNotCompile: .doesNotCompile
        case .crashed: .crashed
        }
    }

    public var isPassed: Bool {
        if case .passed = self { return true }
        return false
    }
}
