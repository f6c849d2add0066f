import HeadlessUI

/// The summary screen: a label that says how many pros there are and the first of them. (RHA's `Controllers`.)
/// It asks its view model and shows the answer; it never touches data.
final class ProsSummaryViewController: UIViewController {
    private let api: ProsSummaryApi
    private let summaryLabel = UILabel()

    init(api: ProsSummaryApi) {
        self.api = api
        super.init()
        title = "Pros summary"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summaryLabel)
        api.getPros { [weak self] result in
            switch result {
            case .success(let pros):
                self?.summaryLabel.text = "\(pros.count) pros, first: \(pros.first ?? "none")"
            case .failure(let failure):
                self?.summaryLabel.text = failure.message
            }
        }
    }
}
