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
        let button = UIButton(primaryAction: UIAction(title: title) { [weak self] _ in self?.router.show(destination) })
        view.addSubview(button)
    }
}
