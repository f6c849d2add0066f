import MiniRx

// snippet: clean-error-tracker
/// Collects the errors of the sequences it tracks, for one place on screen to show them.
///
/// `trackError` only looks: the error still ends the tracked sequence, so it is always followed by
/// `asDriverOnErrorJustComplete()`, which turns the failed request into no value at all.
final class ErrorTracker {
    private let errors = PublishSubject<any Error>()

    /// Every error tracked from now on.
    func asDriver() -> Driver<any Error> {
        errors.asDriverOnErrorJustComplete()
    }

    /// Every error tracked from now on.
    func asObservable() -> Observable<any Error> {
        errors.asObservable()
    }

    fileprivate func onError(_ error: any Error) {
        errors.onNext(error)
    }

    isolated deinit {
        errors.onCompleted()
    }
}

extension ObservableConvertibleType {
    /// The same sequence; its error, if it fails, is also sent to `errorTracker`.
    func trackError(_ errorTracker: ErrorTracker) -> Observable<Element> {
        asObservable().do(onError: { error in errorTracker.onError(error) })
    }
}
// end-snippet
