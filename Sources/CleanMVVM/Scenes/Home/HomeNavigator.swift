import HeadlessUI

/// Where Home can go: one screen per button.
protocol HomeNavigatorType {
    func toPros()
    func toCons()
    func toReservations()
    func toProducts()
}

/// Pushes each of Home's screens on its navigation controller.
struct HomeNavigator: HomeNavigatorType {
    let assembler: Assembler
    weak var navigationController: UINavigationController?

    func toPros() {
        push(side: .pros)
    }

    func toCons() {
        push(side: .cons)
    }

    func toReservations() {
        guard let navigationController else { return }
        let screen: ReservationsViewController = assembler.resolve(navigationController: navigationController)
        navigationController.pushViewController(screen, animated: true)
    }

    func toProducts() {
        guard let navigationController else { return }
        let screen: ProductsViewController = assembler.resolve(navigationController: navigationController)
        navigationController.pushViewController(screen, animated: true)
    }

    private func push(side: ProsConsSide) {
        guard let navigationController else { return }
        let screen: ProsConsViewController = assembler.resolve(navigationController: navigationController, side: side)
        navigationController.pushViewController(screen, animated: true)
    }
}
