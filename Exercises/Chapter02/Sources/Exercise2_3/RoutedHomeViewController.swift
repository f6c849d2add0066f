import HeadlessUI

/// Exercise 2.3 — Home without routing: four buttons that only say where to go, and a `Router` that takes them there.
final class RoutedHomeViewController: UIViewController {
    private let router: Router

    init(router: Router) {
        self.router = router
        super.init()
        title = "Home"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Pros", going: .pros)
        addButton("Cons", going: .cons)
        addButton("Reservations", going: .reservations)
        addButton("Products", going: .products)
    }

    private func addButton(_ title: String, going destination: Destination) {
        // TODO: Exercise 2.3 — a tap should ask the router to show `destination`; this button does nothing.
        let button = UIButton(primaryAction: UIAction(title: title) { _ in })
        view.addSubview(button)
    }
}
