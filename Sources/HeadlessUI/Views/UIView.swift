/// The base of everything on screen: a node in a tree of views that can be hidden.
///
/// There are no pixels: a view's place in the tree and its `isHidden` flag decide whether a person can see it.
open class UIView {
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var isHidden = false

    /// Set on the root view of a view controller, so that views can find their window.
    weak var owningViewController: UIViewController?

    public init() {}

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lay out this view and the views below it. A table loads its rows the first time it is laid out.
    open func layoutIfNeeded() {
        for view in subviews {
            view.layoutIfNeeded()
        }
    }

    /// The window this view is on, if its view controller is in a window's hierarchy.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            if let controller = current.owningViewController { return controller.hostWindow }
            view = current.superview
        }
        return nil
    }

    /// This view and every view below it, depth first, in the order they were added.
    public var allViews: [UIView] {
        [self] + subviews.flatMap(\.allViews)
    }

    /// The views a person can see below (and including) this one, depth first.
    var visibleViews: [UIView] {
        guard !isHidden else { return [] }
        return [self] + subviews.flatMap(\.visibleViews)
    }
}
