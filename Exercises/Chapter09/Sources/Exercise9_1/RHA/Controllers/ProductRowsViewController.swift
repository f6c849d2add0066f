import HeadlessUI

/// The rows' screen: a label per row, as its view model words them. (RHA's `Controllers`.)
final class ProductRowsViewController: UIViewController {
    private let viewModel: ProductRowsViewModel

    init(viewModel: ProductRowsViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Products"
    }

    // TODO: Exercise 9.1 — does request 02 reach this file? Change it only if it must.
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.loadRows { [weak self] rows in
            for row in rows { self?.view.addSubview(UILabel(text: row)) }
        }
    }
}
