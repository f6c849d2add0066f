import HeadlessUI

/// Builds the Pros and Cons screens: one scene, told which list it shows.
protocol ProsConsAssembler {
    func resolve(navigationController: UINavigationController, side: ProsConsSide) -> ProsConsViewController
    func resolve(navigationController: UINavigationController, side: ProsConsSide) -> ProsConsViewModel
    func resolve(navigationController: UINavigationController) -> ProsConsNavigatorType
    func resolve() -> ProsConsUseCaseType
}

extension ProsConsAssembler {
    func resolve(navigationController: UINavigationController, side: ProsConsSide) -> ProsConsViewController {
        let viewController = ProsConsViewController()
        let viewModel: ProsConsViewModel = resolve(navigationController: navigationController, side: side)
        viewController.bindViewModel(to: viewModel)
        return viewController
    }

    func resolve(navigationController: UINavigationController, side: ProsConsSide) -> ProsConsViewModel {
        ProsConsViewModel(
            navigator: resolve(navigationController: navigationController), useCase: resolve(), side: side)
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
