extension Observable {
    // snippet: minirx-create
    /// A sequence described by a closure: it runs once per subscriber, sends events to the observer
    /// it is given, and returns what stops its work.
    ///
    ///     Observable<Int>.create { observer in
    ///         observer.onNext(1)
    ///         observer.onCompleted()
    ///         return Disposables.create()
    ///     }                                      // (1|)
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        Observable(subscribe)
    }
    // end-snippet

    /// A sequence made fresh for each subscriber by `factory`, at the moment it subscribes.
    /// If `factory` throws, that subscriber gets the error.
    public static func deferred<Source: ObservableConvertibleType>(
        _ factory: @escaping () throws -> Source
    ) -> Observable<Element> where Source.Element == Element {
        Observable { observer in
            do {
                return try factory().asObservable().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}
