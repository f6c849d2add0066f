import Foundation
import HeadlessUI
import MiniRx

/// A control's events as an observable, and its enabled state as a binder.
extension Reactive where Base: UIControl {
    /// A value each time the control sends one of `events`. Never completes; holds the control weakly, and stops
    /// listening to it when disposed.
    public func controlEvent(_ events: UIControl.Event) -> Observable<Void> {
        Observable.create { [weak base] observer in
            let identifier = UIAction.Identifier("rx.controlEvent." + UUID().uuidString)
            base?.addAction(UIAction(identifier: identifier) { _ in observer.onNext(()) }, for: events)
            return Disposables.create { base?.removeAction(identifiedBy: identifier, for: events) }
        }
    }

    /// Enables or disables the control.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, isEnabled in control.isEnabled = isEnabled }
    }
}
