import HeadlessUI

/// Home: four buttons, each a navigation URL (`myapp://Pros`, …). The screen does not know the screens it opens;
/// the ``FlowController`` finds them by name.
final class HomeVC: BaseVC {
    override init(viewId: String) {
        super.init(viewId: viewId)
        title = "Home"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for button in ["Pros", "Cons", "Reservations", "Products"] {
            addButton(button)
        }
    }

    override func onClick(_ button: String) {
        navigate(url: "myapp://\(button)")
    }
}
