import HeadlessUI

/// Builds Reservations: its screen, view model, navigator and use case.
protocol ReservationsAssembler {
    func resolve(navigationController: UINavigationController) -> ReservationsViewController
    func resolve(navigationController: UINavigationController) -> ReservationsViewModel
    func resolve(navigationController: UINavigationController) -> ReservationsNavigatorType
    func resolve() -> ReservationsUseCaseType
}

extension ReservationsAssembler {
    func resolve(navigationController: UINavigationController) -> ReservationsViewController {
        let viewController = ReservationsViewController()
        let viewModel: ReservationsViewModel = resolve(navigationController: navigationController)
        viewController.bindViewModel(to: viewModel)
        return viewController
    }

    func resolve(navigationController: UINavigationController) -> ReservationsViewModel {
        ReservationsViewModel(navigator: resolve(navigationController: navigationController), useCase: resolve())
    }
}

extension ReservationsAssembler where Self: DefaultAssembler {
    func resolve(navigationController: UINavigationController) -> ReservationsNavigatorType {
        ReservationsNavigator(assembler: self, navigationController: navigationController)
    }

    func resolve() -> ReservationsUseCaseType {
        ReservationsUseCase(reservationGateway: resolve())
    }
}
