import HeadlessUI
import MiniRx

// HeadlessUI's views and screens get MiniRx's `rx` namespace, as RxCocoa gives UIKit's theirs. The other files of
// this module fill it with the bindings the Rx apps use: `button.rx.tap`, `field.rx.text`, `tableView.rx.items`, ….

extension UIView: ReactiveCompatible {}

extension UIViewController: ReactiveCompatible {}
