// snippet: rha-content
/// What RHA keeps in a view model's `isErrorFree` box: whether all is well and, when it is not, what to tell the user.
///
/// One struct instead of a `Box<Bool>` and a `Box<String>`: a listener gets both halves in one call.
struct Content: Equatable {
    var status: Bool = true
    var message: String? = nil
}
// end-snippet
