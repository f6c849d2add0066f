import HeadlessUI

/// The summary screen: a label that says how many pros there are and the first of them. (RHA's `Controllers`.)
/// It shows what the closure it is given answers, and names no server.
final class ProsSummaryViewController: UIViewController {
    private let loadSummary: (@escaping (String) -> Void) -> Void
    private let summaryLabel = UILabel()

    init(loadSummary: @escaping (@escaping (String) -> Void) -> Void) {
        self.loadSummary = loadSummary
        super.init()
        title = "Pros summary"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summaryLabel)
        loadSummary { [weak self] summary in self?.summaryLabel.text = summary }
    }
}
