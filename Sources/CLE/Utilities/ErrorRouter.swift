import MiniRx

// snippet: cle-error-router
/// One place for the errors of many sequences. A sequence passed through `rerouteError` hands its error to the
/// router and simply completes, so the chain it was part of — a `flatMapLatest` of requests, say — keeps going, and
/// whoever listens to `error` shows the failure.
final class ErrorRouter {
    /// Every error routed here, as it happens.
    let error: Observable<any Error>
    private let subject = PublishSubject<any Error>()

    init() {
        error = subject.asObservable()
    }

    /// Send `error` to whoever listens.
    func routeError(_ error: any Error) {
        subject.onNext(error)
    }

    isolated deinit {
        subject.onCompleted()
    }
}

extension ObservableType {
    /// The same sequence, delivered on the main scheduler, with its error sent to `errorRouter` and replaced by
    /// completion.
    ///
    ///     source:                  --1--2--#
    ///     rerouteError(router):    --1--2--|      and the router sends the error
    func rerouteError(_ errorRouter: ErrorRouter) -> Observable<Element> {
        observe(on: MainScheduler.instance)
            .catch { error in
                errorRouter.routeError(error)
                return Observable<Element>.empty()
            }
    }
}
// end-snippet
