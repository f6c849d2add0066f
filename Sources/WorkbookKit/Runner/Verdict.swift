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

/// The first expectation that failed in a test run.
public struct TestFailure: Sendable, Equatable {
    /// The test's name, as its `@Test("…")` reads.
    public var test: String
    /// `Expectation failed: (label.text → "$19.99") == "USD 19.99"`.
    public var message: String
    /// The comments the test attached: what to do, and where.
    public var details: [String]
    /// `Exercises/Chapter01/Tests/Exercise1_1Tests/PriceTests.swift:12`.
    public var location: String?

    public init(test: String, message: String, details: [String] = [], location: String? = nil) {
        self.test = test
        self.message = message
        self.details = details
        self.location = location
    }
}

/// How a test process ended early.
public struct TestCrash: Sendable, Equatable {
    /// The test that was running, when known.
    public var test: String?
    /// `Fatal error: Unexpectedly found nil while unwrapping an Optional value`, or the reason it was stopped.
    public var message: String
    /// The line of the exercise's own code where it stopped, when the backtrace says.
    public var location: String?

    public init(test: String?, message: String, location: String? = nil) {
        self.test = test
        self.message = message
        self.location = location
    }
}
