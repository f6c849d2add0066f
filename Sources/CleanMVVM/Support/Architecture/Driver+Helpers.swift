import MiniRx

/// The support library's small operators on `Driver`s.
extension Driver {
    /// Each value replaced by `()`.
    func mapToVoid() -> Driver<Void> {
        map { _ in () }
    }

    /// The values that are not `nil`, unwrapped.
    func unwrap<Wrapped>() -> Driver<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}

extension Driver where Element == Bool {
    /// Each value negated.
    func not() -> Driver<Bool> {
        map { !$0 }
    }
}
