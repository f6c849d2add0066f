import WorkbookShell

/// Which version of the exercises' files a check builds.
public enum ExerciseVariant: Sendable, Equatable, Hashable {
    /// The files as they are in `Exercises/`: the learner's work, or the stubs as shipped.
    case asFound
    /// The same, with every listed file replaced by its solution.
    case solved
    /// The stubs with each exercise's shortcut number `n` (from 1) in place: what `verify` proves fails.
    case shortcut(Int)

    /// The variant's folder under `.workbook/build/`: `working`, `solved`, `shortcut-1`, …
    public var folderName: String {
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
    /// shortcut of that number.
    public func includes(_ exercise: Exercise) -> Bool {
        guard case .shortcut(let number) = self else { return true }
        return exercise.shortcuts.count >= number
    }
}
