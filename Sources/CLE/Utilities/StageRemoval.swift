import HeadlessUI

// The two inverses the stage functions use, also behind `dismissSelf` and `popSelf`. Both do nothing when there is
// nothing to undo, so removing a scene twice is harmless.

/// The inverse of presenting: if `controller` is presented, its presenter dismisses it, and with it whatever it
/// presented in turn.
func remove(controller: UIViewController, animated: Bool) {
    guard let presenter = controller.presentingViewController else { return }
    presenter.dismiss(animated: animated)
}

/// The inverse of pushing: if `controller` is in a navigation stack above the root, pop back to the screen under it —
/// removing it and every screen pushed above it.
func pop(controller: UIViewController, animated: Bool) {
    guard let navigation = controller.navigationController,
        let index = navigation.viewControllers.firstIndex(where: { $0 === controller }), index > 0
    else { return }
    navigation.popToViewController(navigation.viewControllers[index - 1], animated: animated)
}
