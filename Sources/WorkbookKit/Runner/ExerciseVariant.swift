/// Which version of the exercises' files a check builds.
public enum ExerciseVariant: String, Sendable {
    /// The files as they are in `Exercises/`: the learner's work, or the stubs as shipped.
    case asFound = "working"
    /// The same, with every listed file replaced by its solution.
    case solved
}
