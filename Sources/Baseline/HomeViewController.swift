import Backend
import HeadlessUI

/// Home: four buttons, each building and pushing the next screen itself — navigation lives in the controller.
final class HomeViewController: UIViewController {
    private let server: Server

    init(server: Server) {
        self.server = server
        super.init()
        title = "Home"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Pros") { ProsConsViewController(side: .pros, server: $0) }
        addButton("Cons") { ProsConsViewController(side: .cons, server: $0) }
        addButton("Reservations") { ReservationsViewController(server: $0) }
        addButton("Products") { ProductsViewController(server: $0) }
    }

    private func addButton(_ title: String, opening makeScreen: @escaping (Server) -> UIViewController) {
        let button = UIButton(
            primaryAction: UIAction(title: title) { [weak self] _ in
                guard let self else { return }
                navigationController?.pushViewController(makeScreen(server), animated: true)
            })
        view.addSubview(button)
    }
}
