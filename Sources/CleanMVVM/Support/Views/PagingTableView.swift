import Foundation
import HeadlessUI
import MiniRx
import MiniRxCocoa

// snippet: clean-paging-table-view
/// A table that pages (the role of `PagingTableView` in the original's MGLoadMore): pull to refresh at the top, a
/// load-more trigger when a person scrolls down to the last row, and a spinner for each.
final class PagingTableView: UITableView {
    private let refresher = UIRefreshControl()
    private let footerSpinner = UIActivityIndicatorView()
    private let scrolledToBottom = PublishSubject<Void>()

    override init() {
        super.init()
        refreshControl = refresher
        addSubview(footerSpinner)
    }

    /// A value each time a person pulls the table down to refresh it.
    var refreshTrigger: Driver<Void> {
        refresher.rx.controlEvent(.valueChanged).asDriverOnErrorJustComplete()
    }

    /// A value each time a person scrolls down to the end of the rows.
    var loadMoreTrigger: Driver<Void> {
        scrolledToBottom.asDriverOnErrorJustComplete()
    }

    /// Starts or ends the pull-to-refresh spinner.
    var isRefreshing: Binder<Bool> {
        refresher.rx.isRefreshing
    }

    /// Starts or stops the spinner under the last row.
    var isLoadingMore: Binder<Bool> {
        footerSpinner.rx.isAnimating
    }

    override func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let before = contentOffset.y
        super.setContentOffset(offset, animated: animated)
        if contentOffset.y > before && contentOffset.y >= maximumContentOffset.y {
            scrolledToBottom.onNext(())
        }
    }
}
// end-snippet
