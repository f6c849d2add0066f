import HeadlessUI

/// The coordinator behind `presentScene`: presents the controller over the top-most screen, and dismisses it —
/// with anything it presented — when disposed.
final class PresentationCoordinator: @MainActor StageCoordinator {
    private weak var presenter: UIViewController?
    private weak var controller: UIViewController?
    private let animated: Bool

    init(presenter: UIViewController, controller: UIViewController, animated: Bool) {
        self.presenter = presenter
        self.controller = controller
        self.animated = animated
    }

    func display() {
        guard let presenter, let controller else { return }
        presenter.topMost().present(controller, animated: animated)
    }

    func dispose() {
        guard let controller else { return }
        remove(controller: controller, animated: animated)
    }
}
