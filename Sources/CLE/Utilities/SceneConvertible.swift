import HeadlessUI
import MiniRx
import MiniRxCocoa

/// Lets every view controller make a ``Scene`` of itself, with its `connect` function typed to its own class.
///
/// The library writes these as an extension of `NSObjectProtocol where Self: UIViewController`; HeadlessUI's
/// controllers are not `NSObject`s, so this small protocol, adopted by `UIViewController`, gives the same `Self`.
public protocol SceneConvertible: UIViewController {}

extension UIViewController: SceneConvertible {}

extension SceneConvertible {
    // snippet: cle-scene-create
    /// A scene of this controller whose action is whatever `connect` returns.
    ///
    /// `connect` is not called now. It runs once the controller's view has loaded — which the stage functions cause
    /// by attaching the controller to a navigation stack or presenting it — so inside it `navigationController`,
    /// `presentingViewController` and the views are all in place (the library's version-2 rule). The action is hot
    /// and shared: connected at once, it sends to whoever is subscribed when an event happens, and it ends when the
    /// controller is freed.
    public func scene<Action>(_ connect: @escaping (Self) -> Observable<Action>) -> Scene<Action> {
        let action = PublishSubject<Action>()
        _ = rx.viewLoaded
            .flatMap { [weak self] in self.map(connect) ?? .empty() }
            .take(until: rx.deallocating)
            .subscribe(action)
        return Scene(controller: self, action: action.asObservable())
    }
    // end-snippet

    /// This controller, with `connect` to run once its view has loaded: for screens that report nothing to whoever
    /// shows them, such as the root of a navigation controller.
    func configure(_ connect: @escaping (Self) -> Void) -> UIViewController {
        _ = rx.viewLoaded
            .take(until: rx.deallocating)
            .subscribe(onNext: { [weak self] in
                if let self { connect(self) }
            })
        return self
    }
}
