import HeadlessUI
import MiniRx

/// The scenes almost every app needs: an alert that is acknowledged, and an alert that offers a choice. Each returns
/// the action of an alert's scene: `UIAlertController(…).scene { $0.connectOK() }`.
///
/// The actions are added when the scene connects the alert; the alert captures nothing strongly but what it must
/// send to. Tapping an action dismisses the alert (as in UIKit), so the stage finds nothing left to remove.
extension UIAlertController {
    // snippet: cle-connect-ok
    /// One button, `OK` unless told otherwise: sends one value and completes when it is tapped.
    func connectOK(buttonTitle: String = "OK") -> Observable<Void> {
        Observable.create { [weak self] observer in
            self?.addAction(UIAlertAction(title: buttonTitle, style: .default) { _ in observer.onSuccess(()) })
            return Disposables.create()
        }
    }
    // end-snippet

    // snippet: cle-connect-choice
    /// One button per choice, titled by `description` and drawn in `style`, then a cancel button: sends the choice
    /// tapped, or `nil` for cancel, and completes.
    func connectChoice<Choice>(
        choices: [Choice],
        description: @escaping (Choice) -> String = { String(describing: $0) },
        style: @escaping (Choice) -> UIAlertAction.Style = { _ in .default },
        cancelTitle: String = "Cancel"
    ) -> Observable<Choice?> {
        Observable.create { [weak self] observer in
            for choice in choices {
                self?.addAction(
                    UIAlertAction(title: description(choice), style: style(choice)) { _ in observer.onSuccess(choice) })
            }
            self?.addAction(UIAlertAction(title: cancelTitle, style: .cancel) { _ in observer.onSuccess(nil) })
            return Disposables.create()
        }
    }
    // end-snippet
}
