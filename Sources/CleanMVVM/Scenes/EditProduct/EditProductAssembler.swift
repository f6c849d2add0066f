import HeadlessUI
import MiniRx

/// Builds the editor for one product, reporting to `delegate`.
protocol EditProductAssembler {
    func resolve(
        navigationController: UINavigationController, product: Product, delegate: PublishSubject<EditProductDelegate>
    ) -> EditProductViewController
    func resolve(
        navigationController: UINavigationController, product: Product, delegate: PublishSubject<EditProductDelegate>
    ) -> EditProductViewModel
    func resolve(navigationController: UINavigationController) -> EditProductNavigatorType
    func resolve() -> EditProductUseCaseType
}

extension EditProductAssembler {
    func resolve(
        navigationController: UINavigationController, product: Product, delegate: PublishSubject<EditProductDelegate>
    ) -> EditProductViewController {
        let viewController = EditProductViewController()
        let viewModel: EditProductViewModel = resolve(
            navigationController: navigationController, product: product, delegate: delegate)
        viewController.bindViewModel(to: viewModel)
        return viewController
    }

    func resolve(
        navigationController: UINavigationController, product: Product, delegate: PublishSubject<EditProductDelegate>
    ) -> EditProductViewModel {
        EditProductViewModel(
            navigator: resolve(navigationController: navigationController), useCase: resolve(), product: product,
            delegate: delegate)
    }
}

extension EditProductAssembler where Self: DefaultAssembler {
    func resolve(navigationController: UINavigationController) -> EditProductNavigatorType {
        EditProductNavigator(assembler: self, navigationController: navigationController)
    }

    func resolve() -> EditProductUseCaseType {
        EditProductUseCase(productGateway: resolve())
    }
}
