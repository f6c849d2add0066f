import MiniRx

/// The support library's small operators on observables: errors turned into an empty ending, and the shapes of
/// values a binding needs.
extension ObservableConvertibleType {
    /// A `Driver` that simply completes if this sequence fails: the error has been tracked elsewhere.
    func asDriverOnErrorJustComplete() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }

    /// The same sequence, completing instead of failing.
    func catchErrorJustComplete() -> Observable<Element> {
        asObservable().catch { _ in Observable.empty() }
    }

    /// Each value replaced by `()`: a tap, whatever it carried.
    func mapToVoid() -> Observable<Void> {
        asObservable().map { _ in () }
    }
}
