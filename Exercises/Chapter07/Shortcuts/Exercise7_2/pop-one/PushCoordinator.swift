import CLE
import HeadlessUI
import MiniRx

/// Exercise 7.2 — a stage function's inverse. `pushSceneByHand` stages a scene with this coordinator: `display()`
/// pushes the scene's controller when its action is subscribed, and `dispose()` must undo exactly that — pop the
/// controller off the stack, with every screen pushed above it — when the action completes, fails or is disposed.
///
/// Undoing must be safe when there is nothing to undo: a controller already popped (by the back button, say),
/// never pushed, or freed, and a controller that is the root of its stack, which is never popped.
final class PushCoordinator: @MainActor StageCoordinator {
    private weak var navigation: UINavigationController?
    private weak var controller: UIViewController?

    init(navigation: UINavigationController, controller: UIViewController) {
        self.navigation = navigation
        self.controller = controller
    }

    func display() {
        guard let navigation, let controller else { return }
        navigation.pushViewController(controller, animated: true)
    }

    func dispose() {
        guard let controller, let navigation = controller.navigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === controller }), index > 0
        else { return }
        navigation.popViewController(animated: true)
    }
}

extension UINavigationController {
    /// `pushScene`, staged with ``PushCoordinator``.
    func pushSceneByHand<Element, Action>(
        scene: @escaping (Element) -> Scene<Action>
    ) -> (Element) -> Observable<Action> {
        { [weak self] element in
            guard let self else { return .empty() }
            return scene(element).staged { controller in PushCoordinator(navigation: self, controller: controller) }
        }
    }
}
