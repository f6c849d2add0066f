import HeadlessUI

/// The summary screen: a label that says how many pros there are and the first of them. (RHA's `Controllers`.)
/// It asks its view model and shows the answer; it never touches data.
final class ProsSummaryViewController: UIViewController {
    private let viewModel: ProsSummaryViewModel
    private let summaryLabel = UILabel()

    init(viewModel: ProsSummaryViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Pros summary"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summaryLabel)
        viewModel.loadSummary { [weak self] result in
            switch result {
            case .success(let summary):
                self?.summaryLabel.text = summary
            case .failure(let failure):
                self?.summaryLabel.text = failure.message
            }
        }
    }
}
