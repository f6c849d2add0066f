import Foundation
import HeadlessUI

// snippet: triggerobserver-content-offset
/// Pagination, step 1: where the list is. How far it has scrolled, how tall its content is and how much of it
/// shows — read from the scroll view once, then plain numbers that a test can write down.
struct ContentOffset: Equatable {
    var y: CGFloat
    var contentHeight: CGFloat
    var visibleHeight: CGFloat

    init(y: CGFloat, contentHeight: CGFloat, visibleHeight: CGFloat) {
        self.y = y
        self.contentHeight = contentHeight
        self.visibleHeight = visibleHeight
    }

    init(of scrollView: UIScrollView) {
        self.init(
            y: scrollView.contentOffset.y, contentHeight: scrollView.contentSize.height,
            visibleHeight: scrollView.bounds.height)
    }

    /// How much content is left below the bottom of the visible part.
    var distanceToBottom: CGFloat {
        contentHeight - (y + visibleHeight)
    }
}
// end-snippet
