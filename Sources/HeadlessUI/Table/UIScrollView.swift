import Foundation

/// A view whose content can be taller than its bounds; `contentOffset` says how far it has scrolled.
open class UIScrollView: UIView {
    /// The visible part of the content; 352 points tall, eight 44-point rows.
    open var bounds = CGRect(x: 0, y: 0, width: 375, height: 352)
    open var contentSize = CGSize.zero
    public private(set) var contentOffset = CGPoint.zero
    public weak var delegate: (any UIScrollViewDelegate)?
    public var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    public override init() {
        super.init()
    }

    /// The largest offset that still shows content: the bottom of the content at the bottom of the bounds.
    public var maximumContentOffset: CGPoint {
        CGPoint(x: 0, y: max(0, contentSize.height - bounds.height))
    }

    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let clamped = CGPoint(x: 0, y: min(max(0, offset.y), maximumContentOffset.y))
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        didScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// Subclasses react to a change of offset here, before the delegate hears of it.
    func didScroll() {}
}
