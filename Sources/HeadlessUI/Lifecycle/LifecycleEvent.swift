/// A moment in a view controller's life that code outside the controller can watch (see
/// ``UIViewController/observeLifecycle(_:)``).
///
/// UIKit code learns these moments by overriding methods, or, in reactive libraries, by swizzling them; HeadlessUI
/// reports them to observers instead, each one just after the controller's own method has returned.
public enum LifecycleEvent: Equatable, Sendable {
    /// `viewDidLoad()` has run: the controller's views exist.
    case viewDidLoad
    /// `viewWillAppear(_:)` has run.
    case viewWillAppear
    /// `viewDidAppear(_:)` has run: the screen is on show.
    case viewDidAppear
    /// `viewWillDisappear(_:)` has run.
    case viewWillDisappear
    /// `viewDidDisappear(_:)` has run: the screen is no longer on show.
    case viewDidDisappear
    /// The controller was taken out of its container: popped, or dropped from a navigation stack.
    case removedFromParent
    /// The controller was presented and has been dismissed.
    case dismissed
    /// The controller is being freed. It is the last event; observers are let go after it.
    case deallocated
}
