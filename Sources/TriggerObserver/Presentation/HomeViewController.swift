import HeadlessUI

/// Home: one button per feature. It does not know how a screen is built — the composition root hands it a
/// factory for each.
final class HomeViewController: UIViewController {
    /// A button's title and the screen it opens.
    struct Destination {
        var title: String
        var makeScreen: () -> UIViewController
    }

    private let destinations: [Destination]

    init(destinations: [Destination]) {
        self.destinations = destinations
        super.init()
        title = "Home"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for destination in destinations {
            let makeScreen = destination.makeScreen
            let action = UIAction(title: destination.title) { [weak self] _ in
                self?.navigationController?.pushViewController(makeScreen(), animated: true)
            }
            view.addSubview(UIButton(primaryAction: action))
        }
    }
}
