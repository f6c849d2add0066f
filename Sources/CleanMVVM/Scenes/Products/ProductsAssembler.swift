import HeadlessUI

// snippet: clean-products-assembler
/// Builds the product list: its screen, view model, navigator and use case. The screen and the view model are built
/// the same way by any assembler; the navigator and the use case only by ``DefaultAssembler``.
protocol ProductsAssembler {
    func resolve(navigationController: UINavigationController) -> ProductsViewController
    func resolve(navigationController: UINavigationController) -> ProductsViewModel
    func resolve(navigationController: UINavigationController) -> ProductsNavigatorType
    func resolve() -> ProductsUseCaseType
}

extension ProductsAssembler {
    func resolve(navigationController: UINavigationController) -> ProductsViewController {
        let viewController = ProductsViewController()
        let viewModel: ProductsViewModel = resolve(navigationController: navigationController)
        viewController.bindViewModel(to: viewModel)
        return viewController
    }

    func resolve(navigationController: UINavigationController) -> ProductsViewModel {
        ProductsViewModel(navigator: resolve(navigationController: navigationController), useCase: resolve())
    }
}

extension ProductsAssembler where Self: DefaultAssembler {
    func resolve(navigationController: UINavigationController) -> ProductsNavigatorType {
        ProductsNavigator(assembler: self, navigationController: navigationController)
    }

    func resolve() -> ProductsUseCaseType {
        ProductsUseCase(productGateway: resolve())
    }
}
// end-snippet
