import Foundation
import MiniRx

// snippet: clean-products-view-model
/// The product list's view model: paging through `getPage`, a row's detail, its editor and its deletion.
struct ProductsViewModel {
    let navigator: ProductsNavigatorType
    let useCase: ProductsUseCaseType
}

extension ProductsViewModel: ViewModel {
    struct Input {
        let loadTrigger: Driver<Void>
        let reloadTrigger: Driver<Void>
        let loadMoreTrigger: Driver<Void>
        let selectProductTrigger: Driver<IndexPath>
        let editProductTrigger: Driver<IndexPath>
        let deleteProductTrigger: Driver<IndexPath>
    }

    struct Output {
        @Property var error: (any Error)?
        @Property var isLoading = false
        @Property var isReloading = false
        @Property var isLoadingMore = false
        @Property var productList = [ProductItemViewModel]()
        @Property var isEmpty = false
    }
    // end-snippet

    // snippet: clean-products-transform
    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        let output = Output()

        let activityIndicator = PageActivityIndicator()
        let isLoading = activityIndicator.isLoading
        let isReloading = activityIndicator.isReloading

        let errorTracker = ErrorTracker()

        isLoading.drive(output.$isLoading).disposed(by: disposeBag)
        isReloading.drive(output.$isReloading).disposed(by: disposeBag)
        activityIndicator.isLoadingMore.drive(output.$isLoadingMore).disposed(by: disposeBag)
        errorTracker.asDriver().drive(output.$error).disposed(by: disposeBag)

        let pageSubject = BehaviorRelay(value: PagingInfo<ProductModel>(page: 1, items: []))
        let updatedProductSubject = PublishSubject<Void>()

        let getPageInput = GetPageInput(
            pageSubject: pageSubject,
            pageActivityIndicator: activityIndicator,
            errorTracker: errorTracker,
            loadTrigger: input.loadTrigger,
            reloadTrigger: input.reloadTrigger,
            loadMoreTrigger: input.loadMoreTrigger,
            getItems: { _, page in useCase.getProductList(page: page) },
            mapper: { ProductModel(product: $0) }
        )

        let getPageResult = getPage(input: getPageInput)

        let page = Driver.merge(
            getPageResult.page,
            updatedProductSubject
                .asDriverOnErrorJustComplete()
                .withLatestFrom(pageSubject.asDriver())
        )

        let productList = page.map { $0.items }

        productList
            .map { products in products.map(ProductItemViewModel.init) }
            .drive(output.$productList)
            .disposed(by: disposeBag)
        // end-snippet

        // snippet: clean-products-select-edit
        select(trigger: input.selectProductTrigger, items: productList)
            .drive(onNext: { product in navigator.toProductDetail(product: product.product) })
            .disposed(by: disposeBag)

        select(trigger: input.editProductTrigger, items: productList)
            .map { $0.product }
            .flatMapLatest { product -> Driver<EditProductDelegate> in
                navigator.toEditProduct(product)
            }
            .drive(onNext: { delegate in
                switch delegate {
                case .updatedProduct(let product):
                    let page = pageSubject.value
                    var productList = page.items
                    guard let index = productList.firstIndex(where: { $0.id == product.id }) else { return }
                    productList[index] = ProductModel(product: product, edited: true)
                    pageSubject.accept(page.with(items: productList))
                    updatedProductSubject.onNext(())
                }
            })
            .disposed(by: disposeBag)
        // end-snippet

        checkIfDataIsEmpty(trigger: Driver.merge(isLoading, isReloading), items: productList)
            .drive(output.$isEmpty)
            .disposed(by: disposeBag)

        // snippet: clean-products-delete
        select(trigger: input.deleteProductTrigger, items: productList)
            .map { $0.product }
            .flatMapLatest { product -> Driver<Product> in
                navigator.confirmDeleteProduct(product)
                    .map { product }
            }
            // Deletes are independent: a second one confirmed while the first is in flight cancels nothing.
            .flatMap { product -> Driver<Product> in
                useCase.deleteProduct(dto: DeleteProductDto(id: product.id))
                    .trackActivity(activityIndicator.loadingIndicator)
                    .trackError(errorTracker)
                    .map { _ in product }
                    .asDriverOnErrorJustComplete()
            }
            .drive(onNext: { product in
                let page = pageSubject.value
                var productList = page.items
                productList.removeAll { $0.product.id == product.id }
                pageSubject.accept(page.with(items: productList))
                updatedProductSubject.onNext(())
            })
            .disposed(by: disposeBag)
        // end-snippet

        return output
    }
}
