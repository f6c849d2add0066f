import AppCatalogue

/// Which of an app's types a step of the tour passed through, as a reading of its code can tell: the seam where
/// `side-by-side`'s source scanner plugs into the tour. The tour prints the list under each step, per app, when a
/// trace is given and has one; without a trace it shows the screens alone.
@MainActor
public protocol TourTrace {
    /// The types `architecture`'s code passes through to do `step` (for a step tagged with a feature, say, the
    /// types that feature's code touches), in order; nil when the trace cannot say.
    func types(passedThroughBy architecture: Architecture, in step: TourStep) -> [String]?
}
