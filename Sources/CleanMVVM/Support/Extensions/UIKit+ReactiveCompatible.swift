import HeadlessUI
import MiniRx

// HeadlessUI's views and screens get MiniRx's `rx` namespace, as UIKit's get RxSwift's. The extensions in this
// folder fill it with the few bindings the app uses.

extension UIView: ReactiveCompatible {}

extension UIViewController: ReactiveCompatible {}
