import MiniRx

/// The support library's small operators on observables.
extension ObservableConvertibleType {
    /// A `Driver` that simply completes if this sequence fails: the error has been tracked elsewhere.
    public func asDriverOnErrorJustComplete() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }

    /// Each value replaced by `()`: that something happened, whatever it carried.
    public func mapToVoid() -> Observable<Void> {
        asObservable().map { _ in () }
    }
}
