import HeadlessUI

/// The write-up's helper for the one thing every RHA controller does the same way: raise an alert with an OK button.
public struct Utility {
    public init() {}

    public func raiseAlert(alertTitle: String, alertMessage: String, viewController: UIViewController) {
        let alert = UIAlertController(title: alertTitle, message: alertMessage, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: Constant.OK, style: .default))
        viewController.present(alert, animated: true)
    }
}
