import HeadlessUI
import MiniRx

extension Reactive where Base: UIButton {
    /// A value each time the button is tapped.
    var tap: Observable<Void> {
        controlEvent(.touchUpInside)
    }
}
