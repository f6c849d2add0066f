import HeadlessUI
import MiniRx

// snippet: cle-scene
/// The core of Cause–Logic–Effect: a screen as an observable resource. A view controller, and the observable of what
/// it reports to whoever shows it.
///
/// `action` sends the screen's results (a tap, a chosen value, a saved product), and its end — completion or error —
/// means "this screen is done": the stage function that showed the controller removes it. Whoever showed it can also
/// remove it early by disposing its subscription. Make one with ``SceneConvertible/scene(_:)``.
public struct Scene<Action> {
    public let controller: UIViewController
    public let action: Observable<Action>
}
// end-snippet
