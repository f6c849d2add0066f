import HeadlessUI

/// Builds the Pros and Cons screens: one scene, told which list it shows.
protocol ProsConsAssembler {
    func resolve(navigationController: UINavigationController, list: ProsConsList) -> ProsConsViewController
    func resolve(navigationController: UINavigationController, list: ProsConsList) -> ProsConsViewModel
    func resolve(navigationController: UINavigationController) -> ProsConsNavigatorType
    func resolve() -> ProsConsUseCaseType
}

extension ProsConsAssembler {
    func resolve(navigationController: UINavigationController, list: ProsConsList) -> ProsConsViewController {
        let viewController = ProsConsViewController()
        let viewModel: ProsConsViewModel = resolve(navigationController: navigationController, list: list)
        viewController.bindViewModel(to: viewModel)
        return viewController
    }

    func resolve(navigationController: UINavigationController, list: ProsConsList) -> ProsConsViewModel {
        ProsConsViewModel(
            navigator: resolve(navigationController: navigationController), useCase: resolve(), list: list)
    }
}

extension ProsConsAssembler where Self: DefaultAssembler {
    func resolve(navigationController: UINavigationController) -> ProsConsNavigatorType {
        ProsConsNavigator(assembler: self, navigationController: navigationController)
    }

    func resolve() -> ProsConsUseCaseType {
        ProsConsUseCase(aiGateway: resolve())
    }
}
