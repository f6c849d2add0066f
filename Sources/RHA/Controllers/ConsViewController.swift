import Foundation
import HeadlessUI

/// The Cons screen: binds its listeners to the view model's boxes once, asks for the cons, and shows what comes
/// back. It never touches the `AI` model, the worker or the server.
public final class ConsViewController: UIViewController, UITableViewDataSource {
    private var cons = ConsViewModel.Response()
    private let consViewModel: ConsViewModel
    private let tableViewCons = UITableView()
    private let utility = Utility()

    public init(consViewModel: ConsViewModel) {
        self.consViewModel = consViewModel
        super.init()
        title = "Cons"
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        setUI()
        setListener()
        shootRequestFetch()
    }

    private func setUI() {
        tableViewCons.dataSource = self
        view.addSubview(tableViewCons)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cons._cons.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Con")
        cell.textLabel?.text = cons._cons[indexPath.row]
        return cell
    }
}

extension ConsViewController {
    private func setListener() {
        consViewModel.isErrorFree.bind { [weak self] content in
            guard let self, content.status == false else { return }
            utility.raiseAlert(alertTitle: Constant.ALERT, alertMessage: content.message ?? "", viewController: self)
        }
        consViewModel.isAnswerUsable.bind { [weak self] content in
            guard let self, content.status == false else { return }
            utility.raiseAlert(alertTitle: Constant.ERROR, alertMessage: content.message ?? "", viewController: self)
        }
    }

    private func shootRequestFetch() {
        consViewModel.fetchCons { [weak self] response in
            guard let self, let listOfCons = response?._cons else { return }
            cons._cons = listOfCons
            tableViewCons.reloadData()
        }
    }
}
