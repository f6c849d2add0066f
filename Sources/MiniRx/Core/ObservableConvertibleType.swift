/// Anything that can present itself as an `Observable`: observables, subjects, relays, `Driver`.
///
/// Operators that take "another sequence" (`withLatestFrom`, `flatMap`, `merge`, …) accept any of these.
public protocol ObservableConvertibleType<Element> {
    /// The type of the values in the sequence.
    associatedtype Element

    /// The same sequence as a plain `Observable`.
    func asObservable() -> Observable<Element>
}
