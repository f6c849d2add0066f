import HeadlessUI
import MiniRx

/// A button's taps.
extension Reactive where Base: UIButton {
    /// A value each time the button is tapped.
    public var tap: Observable<Void> {
        controlEvent(.touchUpInside)
    }
}
