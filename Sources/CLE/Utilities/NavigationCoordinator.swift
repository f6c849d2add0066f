import HeadlessUI

/// The coordinator behind `pushScene`: pushes the controller on a navigation controller, and pops it — with
/// anything pushed above it — when disposed.
final class NavigationCoordinator: @MainActor StageCoordinator {
    private weak var navigation: UINavigationController?
    private weak var controller: UIViewController?
    private let animated: Bool

    init(navigation: UINavigationController, controller: UIViewController, animated: Bool) {
        self.navigation = navigation
        self.controller = controller
        self.animated = animated
    }

    func display() {
        guard let navigation, let controller else { return }
        navigation.pushViewController(controller, animated: animated)
    }

    func dispose() {
        guard let controller else { return }
        pop(controller: controller, animated: animated)
    }
}
