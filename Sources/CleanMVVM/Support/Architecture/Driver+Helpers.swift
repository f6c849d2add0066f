import MiniRx

/// The support library's small operator on `Driver`s.
extension Driver {
    /// The values that are not `nil`, unwrapped: `output.$error.asDriver().unwrap()`.
    public func unwrap<Wrapped>() -> Driver<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}
