/// Which of the two lists about AI the Pros/Cons scene shows, and its words.
enum ProsConsSide {
    case pros
    case cons

    var title: String {
        switch self {
        case .pros: "Pros"
        case .cons: "Cons"
        }
    }

    /// What the alert says when the server's list is empty.
    var emptyMessage: String {
        switch self {
        case .pros: "No pros found"
        case .cons: "No cons found"
        }
    }
}
