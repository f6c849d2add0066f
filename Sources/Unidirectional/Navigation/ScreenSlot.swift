import HeadlessUI

/// Keeps one screen on show exactly while a view's state says so: the view calls ``show(_:from:make:closedByPerson:)``
/// with the state's `identity` of that screen each time it draws, and the slot pushes or presents a new screen when the
/// identity appears or changes, and closes it when the identity goes away.
///
/// Navigation is state: the reducer decides which screen is on show; the slot only makes the screens match. When the
/// person closes a pushed screen with Back, the slot calls `closedByPerson`, whose action sets the state to `nil`.
/// (An alert closes only through its buttons, which send their own actions; the editor only through its state.)
final class ScreenSlot<Identity: Equatable> {
    /// How a screen is shown.
    enum Presentation {
        /// Pushed on the host's navigation controller; Back closes it.
        case push
        /// Presented modally over whatever is on show.
        case present
    }

    private var identity: Identity?
    private weak var screen: UIViewController?
    private var presentation = Presentation.push
    private var backObservation: LifecycleObservation?

    // snippet: unidirectional-screen-slot
    /// Make what is on show match `wanted`: nothing, or the screen `make` builds for it.
    func show(
        _ wanted: Identity?, from host: UIViewController,
        make: (Identity) -> (UIViewController, Presentation)?,
        closedByPerson: @escaping () -> Void = {}
    ) {
        if wanted == identity, wanted == nil || isOnShow { return }
        close(from: host)
        guard let wanted, let (controller, presentation) = make(wanted) else { return }
        identity = wanted
        screen = controller
        self.presentation = presentation
        switch presentation {
        case .push:
            backObservation = controller.observeLifecycle { [weak self] event in
                guard event == .removedFromParent, let self else { return }
                backObservation?.cancel()
                backObservation = nil
                closedByPerson()
            }
            host.navigationController?.pushViewController(controller, animated: true)
        case .present:
            topmost(from: host).present(controller, animated: true)
        }
    }
    // end-snippet

    /// Whether the screen is still where the slot put it. An alert is gone once a button is tapped, even when the
    /// state then shows an alert equal to it (the same failure again, in the same turn of the store's loop).
    private var isOnShow: Bool {
        guard let screen else { return false }
        switch presentation {
        case .push: return screen.parent != nil
        case .present: return screen.presentingViewController != nil
        }
    }

    /// Close the screen on show, unless the person already has.
    private func close(from host: UIViewController) {
        backObservation?.cancel()
        backObservation = nil
        identity = nil
        guard let screen else { return }
        self.screen = nil
        switch presentation {
        case .push:
            if let navigation = screen.navigationController, navigation.topViewController === screen {
                navigation.popViewController(animated: true)
            }
        case .present:
            screen.presentingViewController?.dismiss(animated: true)
        }
    }

    /// The screen on top of `host`'s presentations, from which a new one must be presented.
    private func topmost(from host: UIViewController) -> UIViewController {
        var top = host
        while let presented = top.presentedViewController, presented !== top {
            top = presented
        }
        return top
    }
}
