import CLE
import HeadlessUI
import MiniRx

/// Exercise 7.2 — a stage function's inverse. `replaceTopScene` stages a scene with this coordinator: `display()`
/// puts the scene's controller in place of the top screen of a navigation stack (a page swapped for its editor, say,
/// so that Back goes where the page's Back went), keeping the screen it replaced. `dispose()` must undo exactly
/// that when the action completes, fails or is disposed: the controller leaves the stack, with every screen pushed
/// above it, and the screen it replaced comes back in its place — over the same screens, even at the root.
///
/// Undoing must be safe when there is nothing to undo: a controller this coordinator never displayed, one no longer
/// in the stack (the person went Back from it, say) or freed, and a replacement already undone.
final class ReplacementCoordinator: @MainActor StageCoordinator {
    private weak var navigation: UINavigationController?
    private weak var controller: UIViewController?
    /// The screen `display()` took out of the stack; held here, as nothing else holds it while the scene is shown.
    private var replaced: UIViewController?

    init(navigation: UINavigationController, controller: UIViewController) {
        self.navigation = navigation
        self.controller = controller
    }

    func display() {
        guard let navigation, let controller, let top = navigation.topViewController else { return }
        replaced = top
        navigation.setViewControllers(navigation.viewControllers.dropLast() + [controller], animated: true)
    }

    /// The inverse of `display()`. There is something to undo only if `display()` kept a screen and the controller is
    /// still in the stack: then the screens under the controller stay as they are, the controller leaves with every
    /// screen pushed above it, and the kept screen takes its place. It is forgotten then, so a second call undoes
    /// nothing.
    func dispose() {
        guard let navigation, let controller, let replaced,
            let index = navigation.viewControllers.firstIndex(where: { $0 === controller })
        else { return }
        self.replaced = nil
        let under = navigation.viewControllers[..<index]
        navigation.setViewControllers(under + [replaced], animated: true)
    }
}

extension UINavigationController {
    /// A stage function the app does not have: the scene `scene` makes takes the place of this navigation
    /// controller's top screen for as long as its action is subscribed, staged with ``ReplacementCoordinator``.
    func replaceTopScene<Element, Action>(
        scene: @escaping (Element) -> Scene<Action>
    ) -> (Element) -> Observable<Action> {
        { [weak self] element in
            guard let self else { return .empty() }
            return scene(element).staged { controller in
                ReplacementCoordinator(navigation: self, controller: controller)
            }
        }
    }
}
