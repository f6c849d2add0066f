import HeadlessUI

extension Reactive where Base: UIRefreshControl {
    /// Starts or ends the pull-to-refresh spinner.
    var isRefreshing: Binder<Bool> {
        Binder(base) { control, isRefreshing in
            if isRefreshing {
                control.beginRefreshing()
            } else {
                control.endRefreshing()
            }
        }
    }
}
