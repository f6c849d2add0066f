import Backend
import HeadlessUI
import MiniRx
import MiniRxCocoa

extension HomeViewController {
    // snippet: cle-home-connect
    /// Each button shows its screen. Home reports nothing: it is the root, configured rather than staged.
    func connect(server: Server) {
        HomeLogic.destinations(
            pros: prosButton.rx.tap, cons: consButton.rx.tap,
            reservations: reservationsButton.rx.tap, products: productsButton.rx.tap
        )
        .bind(onNext: showScene { destination in Self.scene(for: destination, server: server) })
        .disposed(by: disposeBag)
    }
    // end-snippet

    /// The screen each destination is: a scene that reports nothing and ends when the screen is closed.
    private static func scene(for destination: HomeDestination, server: Server) -> Scene<Never> {
        switch destination {
        case .pros: ProsConsViewController().scene { $0.connect(side: .pros, server: server) }
        case .cons: ProsConsViewController().scene { $0.connect(side: .cons, server: server) }
        case .reservations: ReservationsViewController().scene { $0.connect(server: server) }
        case .products: ProductsViewController().scene { $0.connect(server: server) }
        }
    }
}
