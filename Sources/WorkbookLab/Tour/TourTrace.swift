import AppCatalogue

/// Which of an app's types a step of the tour passed through: a seam for whatever can tell (the tour itself shows
/// none; `side-by-side` shows what each action ran, observed under coverage). The tour prints the list under each step, per app, when a
/// trace is given and has one; without a trace it shows the screens alone.
@MainActor
public protocol TourTrace {
    /// The types `architecture`'s code passes through to do `step` (for a step tagged with a feature, say, the
    /// types that feature's code touches), in order; nil when the trace cannot say.
    func types(passedThroughBy architecture: Architecture, in step: TourStep) -> [String]?
}
