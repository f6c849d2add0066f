import Foundation
import HeadlessUI

/// The Pros screen: binds its listeners to the view model's boxes once, asks for the pros, and shows what comes
/// back. It never touches the `AI` model, the worker or the server.
public final class ProsViewController: UIViewController, UITableViewDataSource {
    private var pros = ProsViewModel.Response()
    private let prosViewModel: ProsViewModel
    private let tableViewPros = UITableView()
    private let utility = Utility()

    public init(prosViewModel: ProsViewModel) {
        self.prosViewModel = prosViewModel
        super.init()
        title = "Pros"
    }

    // snippet: rha-pros-did-load
    override public func viewDidLoad() {
        super.viewDidLoad()
        setUI()
        setListener()
        shootRequestFetch()
    }
    // end-snippet

    private func setUI() {
        tableViewPros.dataSource = self
        view.addSubview(tableViewPros)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pros._pros.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Pro")
        cell.textLabel?.text = pros._pros[indexPath.row]
        return cell
    }
}

extension ProsViewController {
    // snippet: rha-pros-set-listener
    private func setListener() {
        prosViewModel.isErrorFree.bind { [weak self] content in
            guard let self, content.status == false else { return }
            utility.raiseAlert(alertTitle: Constant.ALERT, alertMessage: content.message ?? "", viewController: self)
        }
        prosViewModel.isAnswerUsable.bind { [weak self] content in
            guard let self, content.status == false else { return }
            utility.raiseAlert(alertTitle: Constant.ERROR, alertMessage: content.message ?? "", viewController: self)
        }
    }
    // end-snippet

    // snippet: rha-pros-shoot-request
    private func shootRequestFetch() {
        prosViewModel.fetchPros { [weak self] response in
            guard let self, let listOfPros = response?._pros else { return }
            pros._pros = listOfPros
            tableViewPros.reloadData()
        }
    }
    // end-snippet
}
