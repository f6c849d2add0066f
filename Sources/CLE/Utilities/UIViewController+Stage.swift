import HeadlessUI
import MiniRx

/// The stage functions a view controller offers: present or show a scene, each in two forms.
///
/// Each takes a scene factory and returns a closure to drop straight into an operator. The first form returns an
/// observable — use it with `flatMap`, `flatMapFirst` or `flatMapLatest` — and the scene is on stage while that
/// inner subscription lives. The second returns nothing — use it with `bind(onNext:)` — and the scene stays until
/// its action ends. Swift picks the form from what the operator expects.
extension UIViewController {
    // snippet: cle-present-scene
    /// Present the scene `scene` makes, over the top-most screen; dismissed again when its action ends or the
    /// subscription is disposed.
    func presentScene<Element, Action>(
        animated: Bool, scene: @escaping (Element) -> Scene<Action>
    ) -> (Element) -> Observable<Action> {
        { [weak self] element in
            guard let self else { return .empty() }
            return scene(element).staged { controller in
                PresentationCoordinator(presenter: self, controller: controller, animated: animated)
            }
        }
    }

    /// Present the scene `scene` makes, and leave it until its action ends (fire and forget).
    func presentScene<Element, Action>(
        animated: Bool, scene: @escaping (Element) -> Scene<Action>
    ) -> (Element) -> Void {
        let present: (Element) -> Observable<Action> = presentScene(animated: animated, scene: scene)
        return { element in _ = present(element).subscribe() }
    }
    // end-snippet

    /// Show the scene `scene` makes with `show(_:sender:)` from the top-most screen (a push, in a navigation
    /// controller); popped again when its action ends or the subscription is disposed.
    func showScene<Element, Action>(
        sender: Any? = nil, scene: @escaping (Element) -> Scene<Action>
    ) -> (Element) -> Observable<Action> {
        { [weak self] element in
            guard let self else { return .empty() }
            return scene(element).staged { controller in
                ShowCoordinator(shower: self, controller: controller, sender: sender)
            }
        }
    }

    /// Show the scene `scene` makes, and leave it until its action ends (fire and forget).
    func showScene<Element, Action>(
        sender: Any? = nil, scene: @escaping (Element) -> Scene<Action>
    ) -> (Element) -> Void {
        let show: (Element) -> Observable<Action> = showScene(sender: sender, scene: scene)
        return { element in _ = show(element).subscribe() }
    }

    /// The screen on top of this one: follow what each screen presents, to the last.
    func topMost() -> UIViewController {
        var top = self
        while let presented = top.presentedViewController {
            top = presented
        }
        return top
    }
}
