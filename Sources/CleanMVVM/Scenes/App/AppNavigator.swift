import HeadlessUI

/// Where the App scene can go: the first screen.
protocol AppNavigatorType {
    func toHome()
}

/// Puts Home, in a navigation controller, at the window's root.
struct AppNavigator: AppNavigatorType {
    let assembler: Assembler
    weak var window: UIWindow?

    func toHome() {
        let navigationController = UINavigationController()
        let home: HomeViewController = assembler.resolve(navigationController: navigationController)
        navigationController.setViewControllers([home], animated: false)
        window?.rootViewController = navigationController
    }
}
