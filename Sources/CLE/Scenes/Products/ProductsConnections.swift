import Backend
import HeadlessUI
import MiniRx
import MiniRxCocoa

extension ProductsViewController {
    // snippet: cle-products-connect
    /// The paged list as a cycle of its inputs and effects; a row opens the product, Edit presents the editor and
    /// Delete asks first. Every failure is an alert. Reports nothing.
    func connect(server: Server) -> Observable<Never> {
        let api = API(server: server)
        api.error
            .map(ProductsLogic.errorAlert)
            .bind(onNext: presentScene(animated: true, scene: okAlert))
            .disposed(by: disposeBag)

        let edit: (Product) -> Observable<Product> = presentScene(animated: true) { product in
            EditProductViewController().scene { $0.connect(product: product, server: server) }
        }
        let askToDelete: (Product) -> Observable<Product?> = presentScene(animated: true, scene: deleteConfirmation)
        let state = ProductsLogic.state(
            inputs: Observable.merge(
                rx.viewWillAppear.take(1).map(to: .load),
                refreshControl.rx.controlEvent(.valueChanged).map(to: .reload),
                tableView.rx.willDisplayRow.map { .displayedRow($0.row) },
                tableView.rx.swipeAction(title: "Edit", style: .normal).map { .editTapped(row: $0.row) },
                tableView.rx.swipeAction(title: "Delete", style: .destructive).map { .deleteTapped(row: $0.row) }),
            page: { api.successResponse(ProductsLogic.endpoint($0)) },
            edit: edit,
            delete: { product in
                askToDelete(product).compactMap { $0 }
                    .flatMap { api.successResponse(.deleteProduct($0.id)) }
                    .filter { $0 }
                    .map(to: product.id)
            }
        )
        .share(replay: 1)

        state.map(ProductsLogic.rows).distinctUntilChanged().bind(to: tableView.rx.items).disposed(by: disposeBag)
        state.map(ProductsLogic.showsNoProducts).map { !$0 }.bind(to: emptyLabel.rx.isHidden).disposed(by: disposeBag)
        state.map(ProductsLogic.isLoadingFirstPage).bind(to: loadingIndicator.rx.isAnimating).disposed(by: disposeBag)
        state.map(ProductsLogic.isRefreshing).bind(to: refreshControl.rx.isRefreshing).disposed(by: disposeBag)

        tableView.rx.itemSelected
            .withLatestFrom(state) { indexPath, state in ProductsLogic.product(atRow: indexPath.row, in: state) }
            .compactMap { $0 }
            .bind(onNext: showScene { product in ProductViewController().scene { $0.connect(product: product) } })
            .disposed(by: disposeBag)

        return .never()
    }
    // end-snippet
}
