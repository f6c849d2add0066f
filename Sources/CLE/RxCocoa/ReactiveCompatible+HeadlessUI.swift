import HeadlessUI

/// Views and view controllers get the `rx` namespace, as they do with RxCocoa.
extension UIView: ReactiveCompatible {}

extension UIViewController: ReactiveCompatible {}
