import HeadlessUI
import MiniRx

/// The resource a stage function ties to a scene's subscription: it shows the scene's controller one way and, when
/// disposed, removes it the inverse way. Each coordinator holds the controller weakly.
public protocol StageCoordinator: Disposable {
    /// Show the controller (present it, push it, show it).
    func display()
}

extension Scene {
    // snippet: cle-staged
    /// This scene's action, with its controller on stage for as long as the action is subscribed.
    ///
    /// When someone subscribes, `makeCoordinator` makes the coordinator and the controller is shown — after the
    /// subscription, so that nothing the screen sends is missed. When the action completes or fails, the controller
    /// is removed first and the end passed on after; disposing the subscription removes it too.
    public func staged<Coordinator: StageCoordinator>(
        by makeCoordinator: @escaping (UIViewController) -> Coordinator
    ) -> Observable<Action> {
        let controller = controller
        let action = action
        return Observable.using({ makeCoordinator(controller) }) { coordinator in
            action.do(
                onError: { _ in coordinator.dispose() },
                onCompleted: { coordinator.dispose() },
                onSubscribed: { coordinator.display() })
        }
    }
    // end-snippet
}
