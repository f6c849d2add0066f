import HeadlessUI

/// The coordinator behind `showScene`: shows the controller from the top-most screen with `show(_:sender:)` —
/// which pushes it on that screen's navigation controller — and pops it when disposed.
final class ShowCoordinator: @MainActor StageCoordinator {
    private weak var shower: UIViewController?
    private weak var controller: UIViewController?
    private let sender: Any?

    init(shower: UIViewController, controller: UIViewController, sender: Any?) {
        self.shower = shower
        self.controller = controller
        self.sender = sender
    }

    func display() {
        guard let shower, let controller else { return }
        shower.topMost().show(controller, sender: sender)
    }

    func dispose() {
        guard let controller else { return }
        pop(controller: controller, animated: true)
    }
}
