import HeadlessUI
import MiniRx

/// The pull-to-refresh spinner, started and ended.
extension Reactive where Base: UIRefreshControl {
    /// Starts or ends the pull-to-refresh spinner.
    public var isRefreshing: Binder<Bool> {
        Binder(base) { control, isRefreshing in
            if isRefreshing {
                control.beginRefreshing()
            } else {
                control.endRefreshing()
            }
        }
    }
}
