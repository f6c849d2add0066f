// snippet: minirx-driver
/// A sequence made for UI: it never fails, it shares one subscription and replays the latest value
/// to each new subscriber, and it is consumed with `drive`, which only main-actor code can call.
///
/// You get a `Driver` from a sequence by saying what to do with its errors
/// (`asDriver(onErrorJustReturn:)`, `asDriver(onErrorDriveWith:)`, `asDriver(onErrorRecover:)`),
/// or from a relay, which cannot fail (`relay.asDriver()`).
public struct Driver<Element>: ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps a sequence that is known not to fail, sharing it as every `Driver` is shared.
    init(nonFailing source: Observable<Element>) {
        self.source = source.share(replay: 1, scope: .whileConnected)
    }

    public func asObservable() -> Observable<Element> {
        source
    }

    /// The same `Driver`.
    public func asDriver() -> Driver<Element> {
        self
    }
}
// end-snippet
