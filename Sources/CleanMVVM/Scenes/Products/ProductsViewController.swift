import Foundation
import HeadlessUI
import MiniRx
import MiniRxCocoa

/// The product list: a paging table whose rows have Edit and Delete buttons. It only binds.
final class ProductsViewController: UIViewController, Bindable {
    var viewModel: ProductsViewModel?
    let tableView = PagingTableView()
    private let disposeBag = DisposeBag()
    private let editProductTrigger = PublishSubject<IndexPath>()
    private let deleteProductTrigger = PublishSubject<IndexPath>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Products"
        view.addSubview(tableView)
    }

    // snippet: clean-products-bind
    func bindViewModel() {
        guard let viewModel else { return }
        let input = ProductsViewModel.Input(
            loadTrigger: rx.viewWillAppear.take(1).asDriverOnErrorJustComplete(),
            reloadTrigger: tableView.refreshTrigger,
            loadMoreTrigger: tableView.loadMoreTrigger,
            selectProductTrigger: tableView.rx.itemSelected.asDriverOnErrorJustComplete(),
            editProductTrigger: editProductTrigger.asDriverOnErrorJustComplete(),
            deleteProductTrigger: deleteProductTrigger.asDriverOnErrorJustComplete()
        )

        let output = viewModel.transform(input, disposeBag: disposeBag)

        output.$productList
            .asDriver()
            .drive(
                tableView.rx.items { [weak self] _, row, product in
                    let cell = ProductCell(style: .default, reuseIdentifier: "ProductCell")
                    cell.bindViewModel(product)
                    let indexPath = IndexPath(row: row, section: 0)
                    cell.editProductAction = { self?.editProductTrigger.onNext(indexPath) }
                    cell.deleteProductAction = { self?.deleteProductTrigger.onNext(indexPath) }
                    return cell
                }
            )
            .disposed(by: disposeBag)

        output.$error.asDriver().unwrap().drive(rx.error).disposed(by: disposeBag)
        output.$isLoading.asDriver().drive(rx.isLoading).disposed(by: disposeBag)
        output.$isReloading.asDriver().drive(tableView.isRefreshing).disposed(by: disposeBag)
        output.$isLoadingMore.asDriver().drive(tableView.isLoadingMore).disposed(by: disposeBag)
        output.$isEmpty.asDriver().drive(tableView.rx.isEmpty(message: "No products")).disposed(by: disposeBag)
    }
    // end-snippet
}
