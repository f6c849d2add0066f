import WorkbookShell

/// Which version of the exercises' files a check builds.
public enum ExerciseVariant: Sendable, Equatable, Hashable {
    /// The files as they are in `Exercises/`: the learner's work, or the stubs as shipped.
    case asFound
    /// The same, with every listed file replaced by its solution.
    case solved
    /// The stubs with each exercise's shortcut number `n` (from 1) in place: what `verify` proves fails.
    case shortcut(Int)

    /// The variant's name: `working`, `solved`, `shortcut-1`, … It names the files it keeps (its verdicts, the
    /// exercises it left out), and its folder when it has one of its own (``ExerciseRunner/folder(for:)``).
    public var name: String {
        switch self {
        case .asFound: "working"
        case .solved: "solved"
        case .shortcut(let number): "shortcut-\(number)"
        }
    }

    /// The scratch package's name (its test binary is named after it): `WorkingExercises`, `Shortcut1Exercises`, …
    public var packageName: String {
        switch self {
        case .asFound: "WorkingExercises"
        case .solved: "SolvedExercises"
        case .shortcut(let number): "Shortcut\(number)Exercises"
        }
    }

    /// Whether this variant builds the exercise at all: a shortcut variant builds only the exercises that have a
    /// shortcut of that number, and not one that edits the tests (refused before any build).
    public func includes(_ exercise: Exercise) -> Bool {
        guard let shortcut = shortcut(of: exercise) else { return self == .asFound || self == .solved }
        return !shortcut.isTestEdit
    }

    /// The exercise's shortcut this variant puts in place, if any.
    public func shortcut(of exercise: Exercise) -> Shortcut? {
        guard case .shortcut(let number) = self, exercise.shortcuts.indices.contains(number - 1) else { return nil }
        return exercise.shortcuts[number - 1]
    }

    /// Whether a check of this variant refuses an exercise whose tests are not the shipped ones: the learner's files
    /// as found, and a shortcut that edits the tests. (The solved variant and the other shortcuts build the tests as
    /// found, which the variant as found already judges.)
    public func judgesTests(of exercise: Exercise) -> Bool {
        self == .asFound || shortcut(of: exercise)?.isTestEdit == true
    }
}
