// snippet: rha-content
/// What RHA keeps in a view model's `isErrorFree` box: whether all is well and, when it is not, what to tell the user.
///
/// One struct instead of a `Box<Bool>` and a `Box<String>`: a listener gets both halves in one call.
public struct Content: Equatable {
    public var status: Bool
    public var message: String?

    nonisolated public init(status: Bool = true, message: String? = nil) {
        self.status = status
        self.message = message
    }
}
// end-snippet
