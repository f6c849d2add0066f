import HeadlessUI

/// Builds a product's detail screen for one product.
protocol ProductDetailAssembler {
    func resolve(navigationController: UINavigationController, product: Product) -> ProductDetailViewController
    func resolve(navigationController: UINavigationController, product: Product) -> ProductDetailViewModel
    func resolve(navigationController: UINavigationController) -> ProductDetailNavigatorType
    func resolve() -> ProductDetailUseCaseType
}

extension ProductDetailAssembler {
    func resolve(navigationController: UINavigationController, product: Product) -> ProductDetailViewController {
        let viewController = ProductDetailViewController()
        let viewModel: ProductDetailViewModel = resolve(navigationController: navigationController, product: product)
        viewController.bindViewModel(to: viewModel)
        return viewController
    }

    func resolve(navigationController: UINavigationController, product: Product) -> ProductDetailViewModel {
        ProductDetailViewModel(
            navigator: resolve(navigationController: navigationController), useCase: resolve(), product: product)
    }
}

extension ProductDetailAssembler where Self: DefaultAssembler {
    func resolve(navigationController: UINavigationController) -> ProductDetailNavigatorType {
        ProductDetailNavigator(assembler: self, navigationController: navigationController)
    }

    func resolve() -> ProductDetailUseCaseType {
        ProductDetailUseCase()
    }
}
