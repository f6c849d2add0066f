import HeadlessUI
import MiniRx

/// The stage function a navigation controller offers: push a scene, in the same two forms as `presentScene`.
extension UINavigationController {
    /// Push the scene `scene` makes on this navigation controller; popped again (with anything pushed above it) when
    /// its action ends or the subscription is disposed.
    func pushScene<Element, Action>(
        animated: Bool, scene: @escaping (Element) -> Scene<Action>
    ) -> (Element) -> Observable<Action> {
        { [weak self] element in
            guard let self else { return .empty() }
            return scene(element).staged { controller in
                NavigationCoordinator(navigation: self, controller: controller, animated: animated)
            }
        }
    }

    /// Push the scene `scene` makes, and leave it until its action ends (fire and forget).
    func pushScene<Element, Action>(
        animated: Bool, scene: @escaping (Element) -> Scene<Action>
    ) -> (Element) -> Void {
        let push: (Element) -> Observable<Action> = pushScene(animated: animated, scene: scene)
        return { element in _ = push(element).subscribe() }
    }
}
