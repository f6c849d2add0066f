import HeadlessUI
import MiniRx

/// The support library's own binder on a table: its empty state (MiniRxCocoa gives the rows and the taps).
extension Reactive where Base: UITableView {
    /// Shows `EmptyDataView` with `message` behind the rows while `true`.
    func isEmpty(message: String) -> Binder<Bool> {
        Binder(base) { tableView, isEmpty in
            tableView.backgroundView = isEmpty ? EmptyDataView(message: message) : nil
        }
    }
}
