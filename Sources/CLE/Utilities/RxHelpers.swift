import MiniRx

// Small helpers the library keeps beside its scenes: a constant in place of every value, and "one value, then
// done" in one call.

extension ObservableType {
    /// Each value replaced by `value`: `saveTaps.map(to: .save)`.
    func map<Result>(to value: Result) -> Observable<Result> {
        map { _ in value }
    }
}

extension ObserverType {
    /// Send `element` and complete: the whole life of a sequence that has one answer.
    func onSuccess(_ element: Element) {
        onNext(element)
        onCompleted()
    }
}
