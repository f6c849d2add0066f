import HeadlessUI
import MiniRx

/// The support library's binders on a screen: its errors, alerts and loading spinner, and when it is about to appear
/// (RxViewController's `rx.viewWillAppear`).
extension Reactive where Base: UIViewController {
    /// Shows each error as an alert titled `Error`.
    var error: Binder<any Error> {
        error(refusalTitle: "Error")
    }

    /// Shows each error as an alert, titled `refusalTitle` when the server refused the request.
    func error(refusalTitle: String) -> Binder<any Error> {
        Binder(base) { controller, error in controller.showError(error, refusalTitle: refusalTitle) }
    }

    /// Shows each message as an alert.
    var alert: Binder<AlertMessage> {
        Binder(base) { controller, alert in controller.showAlert(alert) }
    }

    /// Shows or hides a spinner over the whole screen (the original uses a progress HUD).
    var isLoading: Binder<Bool> {
        Binder(base) { controller, isLoading in
            let hud = ProgressHUD.hud(in: controller.view)
            if isLoading { hud.startAnimating() } else { hud.stopAnimating() }
        }
    }

    /// A value each time the screen is about to appear (RxViewController's `rx.viewWillAppear`); completes when the
    /// screen is freed.
    var viewWillAppear: Observable<Void> {
        Observable.create { [weak base] observer in
            let observation = base?.observeLifecycle { event in
                switch event {
                case .viewWillAppear: observer.onNext(())
                case .deallocated: observer.onCompleted()
                default: break
                }
            }
            return Disposables.create { observation?.cancel() }
        }
    }
}
