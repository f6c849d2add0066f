import HeadlessUI
import MiniRx

/// The Pros screen, or the Cons screen: one table. Its views and its dispose bag; the wiring is in `connect`.
final class ProsConsViewController: UIViewController {
    let tableView = UITableView()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }
}
