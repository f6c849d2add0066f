import HeadlessUI

/// The base of every screen, as in the write-up: a `viewId` the business layer addresses it by, `reload(model:)`
/// for the updates it receives, and `onClick` for its buttons. It registers itself with the ``UIManager`` when its
/// view loads, and sends every action as a URL through the manager's ``FlowController``.
class BaseVC: UIViewController {
    let viewId: String
    /// The UI layer's control point; weak, because the composition root owns it.
    weak var uiManager: UIManager?

    init(viewId: String) {
        self.viewId = viewId
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        uiManager?.register(view: self)
    }

    /// A button of this screen was tapped. Screens override it to send their action URL.
    func onClick(_ button: String) {}

    /// The business layer has an update for this screen.
    func reload(model: View) {}

    /// Send `url` on its way: a screen to open, or an action for the business layer.
    func navigate(url: String) {
        uiManager?.flowController.navigate(url: url)
    }

    /// Leave this screen, through the ``FlowController`` that opened it.
    func close() {
        uiManager?.flowController.close(self)
    }

    /// A button that calls ``onClick(_:)`` with its title.
    func addButton(_ title: String) {
        view.addSubview(UIButton(primaryAction: UIAction(title: title) { [weak self] _ in self?.onClick(title) }))
    }

    // MARK: - Errors

    /// An error the ``ExceptionManager`` published for this screen: shown as an alert with one `OK`.
    func show(error: AppError) {
        presentAlert(title: alertTitle(for: error), message: error.message)
    }

    /// The alert's title for `error`; `Error` unless a screen says otherwise.
    func alertTitle(for error: AppError) -> String {
        "Error"
    }

    /// Present an alert over whatever this screen is showing. A second alert while one is up is dropped (the error
    /// is still in the log), as a person can only read one at a time.
    func presentAlert(title: String, message: String) {
        var top: UIViewController = self
        while let presented = top.presentedViewController, presented !== top {
            top = presented
        }
        guard !(top is UIAlertController) else { return }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        top.present(alert, animated: true)
    }
}
