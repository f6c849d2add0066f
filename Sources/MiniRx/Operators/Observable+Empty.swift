extension Observable {
    /// Completes at once, without values: `|`.
    public static func empty() -> Observable<Element> {
        Observable { observer in
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// Never sends anything: `-----`. Useful as "no event yet" and in tests of disposal.
    public static func never() -> Observable<Element> {
        Observable { _ in Disposables.create() }
    }

    /// Fails at once with `error`: `#`.
    public static func error(_ error: any Error) -> Observable<Element> {
        Observable { observer in
            observer.onError(error)
            return Disposables.create()
        }
    }
}
