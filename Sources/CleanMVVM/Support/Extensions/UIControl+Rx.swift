import Foundation
import HeadlessUI
import MiniRx

extension Reactive where Base: UIControl {
    /// A value each time the control sends one of `events`, for as long as the subscription lasts. Holds the control
    /// weakly.
    func controlEvent(_ events: UIControl.Event) -> Observable<Void> {
        Observable.create { [weak base] observer in
            let action = UIAction(identifier: UIAction.Identifier(UUID().uuidString)) { _ in observer.onNext(()) }
            base?.addAction(action, for: events)
            return Disposables.create { base?.removeAction(identifiedBy: action.identifier, for: events) }
        }
    }
}
