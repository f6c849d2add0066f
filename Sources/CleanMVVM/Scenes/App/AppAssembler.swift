import HeadlessUI

/// Builds the App scene: the view model that decides the first screen, and its navigator on the window.
protocol AppAssembler {
    func resolve(window: UIWindow) -> AppViewModel
    func resolve(window: UIWindow) -> AppNavigatorType
}

extension AppAssembler {
    func resolve(window: UIWindow) -> AppViewModel {
        AppViewModel(navigator: resolve(window: window))
    }
}

extension AppAssembler where Self: DefaultAssembler {
    func resolve(window: UIWindow) -> AppNavigatorType {
        AppNavigator(assembler: self, window: window)
    }
}
