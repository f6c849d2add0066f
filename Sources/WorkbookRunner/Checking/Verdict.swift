import WorkbookShell

/// What a check found out about one exercise.
public enum Verdict: Sendable, Equatable, Codable {
    /// Every test of the exercise passed.
    case passed(tests: Int)
    /// A test failed; this is the first expectation that did, and how many more did.
    case failed(TestFailure)
    /// The exercise does not build; these are the compiler's messages for its files (or why it was not built).
    case doesNotCompile([String])
    /// The test process stopped (a `fatalError`, a force unwrap of `nil`, an index out of range).
    case crashed(TestCrash)
    /// A test was still running when the time allowed ran out: an endless loop, most likely.
    case didNotFinish(TestTimeout)
    /// The exercise built, but no test of its suite ran.
    case noTests
    /// These test files (as the learner sees them: `Exercises/…`) are not the shipped ones: the tests were not run, since a
    /// test file is the learner's to read, not to change.
    case testsChanged([String])

    /// The one-word state kept in the progress file.
    public var state: ExerciseState {
        switch self {
        case .passed: .passed
        case .failed, .noTests: .failing
        case .doesNotCompile: .doesNotCompile
        case .crashed: .crashed
        case .didNotFinish: .didNotFinish
        case .testsChanged: .testsChanged
        }
    }

    public var isPassed: Bool { if case .passed = self { true } else { false } }
}
