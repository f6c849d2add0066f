import WorkbookShell

/// Where a learner stands on one exercise, as the progress file records it.
public enum ExerciseState: String, Sendable, Equatable, CaseIterable {
    case notStarted = "not-started"
    case passed
    case failing
    case doesNotCompile = "does-not-compile"
    case crashed
    case didNotFinish = "did-not-finish"
    case testsChanged = "tests-changed"

    /// How the state reads in lists.
    public var words: String {
        switch self {
        case .notStarted: "not started"
        case .passed: "done"
        case .failing: "failing"
        case .doesNotCompile: "does not compile"
        case .crashed: "crashed"
        case .didNotFinish: "did not finish"
        case .testsChanged: "tests changed"
        }
    }
}
