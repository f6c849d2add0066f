extension ObservableConvertibleType {
    /// A `Driver` that, if this sequence fails, sends `element` and completes.
    public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
        Driver(nonFailing: asObservable().catchAndReturn(element))
    }

    /// A `Driver` that, if this sequence fails, continues with `fallback`.
    /// `asDriver(onErrorDriveWith: .empty())` simply completes on error.
    public func asDriver(onErrorDriveWith fallback: Driver<Element>) -> Driver<Element> {
        Driver(nonFailing: asObservable().catch { _ in fallback.asObservable() })
    }

    /// A `Driver` that, if this sequence fails, continues with the `Driver` that `recover` makes from the error.
    public func asDriver(onErrorRecover recover: @escaping (any Error) -> Driver<Element>) -> Driver<Element> {
        Driver(nonFailing: asObservable().catch { error in recover(error).asObservable() })
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value at once, then every accepted value.
    public func asDriver() -> Driver<Element> {
        Driver(nonFailing: asObservable())
    }
}

extension PublishRelay {
    /// The relay as a `Driver`: every accepted value from now on.
    public func asDriver() -> Driver<Element> {
        Driver(nonFailing: asObservable())
    }
}
