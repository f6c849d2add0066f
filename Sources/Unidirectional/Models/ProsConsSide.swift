/// Which of the two lists about AI a pros-or-cons screen shows; the two differ only in their words.
nonisolated public enum ProsConsSide: Equatable, Sendable {
    case pros
    case cons

    /// The screen's title: `Pros` or `Cons`.
    var title: String {
        switch self {
        case .pros: "Pros"
        case .cons: "Cons"
        }
    }

    /// What the alert says when the list is empty.
    var emptyMessage: String {
        switch self {
        case .pros: "No pros found"
        case .cons: "No cons found"
        }
    }
}
