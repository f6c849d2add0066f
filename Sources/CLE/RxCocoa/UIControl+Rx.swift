import HeadlessUI
import MiniRx

/// A control's events as an observable, and its enabled state as a binder.
extension Reactive where Base: UIControl {
    /// A value each time the control sends one of `events`. Never completes; holds the control weakly, and stops
    /// listening to it when disposed.
    func controlEvent(_ events: UIControl.Event) -> Observable<Void> {
        Observable.create { [weak base] observer in
            let identifier = UIAction.Identifier("rx.controlEvent.\(ControlEventSubscriptions.next())")
            base?.addAction(UIAction(identifier: identifier) { _ in observer.onNext(()) }, for: events)
            return Disposables.create { base?.removeAction(identifiedBy: identifier, for: events) }
        }
    }

    /// Enables or disables the control.
    var isEnabled: Binder<Bool> {
        Binder(base) { control, isEnabled in control.isEnabled = isEnabled }
    }
}

/// Numbers the subscriptions of `controlEvent`, so that each one removes only its own action.
private enum ControlEventSubscriptions {
    private static var count = 0

    static func next() -> Int {
        count += 1
        return count
    }
}
