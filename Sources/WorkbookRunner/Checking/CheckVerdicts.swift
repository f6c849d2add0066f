/// What one check found: a verdict for each exercise it was asked about, in the order asked.
///
/// The runner decides each exercise at exactly one step — before building (its files are missing, its tests were
/// changed, the variant has no tests for it), at the build (it does not compile) or by running its tests — and this
/// joins those steps' verdicts back into the order of the question.
public struct CheckVerdicts: Sendable, Equatable {
    /// One exercise and what the check found about it.
    public struct Entry: Sendable, Equatable {
        public let exercise: Exercise
        public let verdict: Verdict
    }

    /// Every exercise asked about, with its verdict, in the order asked.
    public let entries: [Entry]
    /// Whether the check built only the exercises asked about, as a package's first build does for a quick first
    /// verdict: the others are still to be built, by ``ExerciseRunner/buildTheRest(variant:say:)``.
    public var restToBuild = false

    /// Orders the verdicts of the check's steps as the exercises were asked for.
    init(asked: [Exercise], decided: [Entry]) {
        let order = Dictionary(asked.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        entries = decided.sorted { (order[$0.exercise.id] ?? .max) < (order[$1.exercise.id] ?? .max) }
    }

    /// The verdict on one exercise, by its id; `nil` when the check was not asked about it.
    public subscript(id: String) -> Verdict? {
        entries.first { $0.exercise.id == id }?.verdict
    }

    public var allPassed: Bool { entries.allSatisfy(\.verdict.isPassed) }
}
