import MiniRx

/// Home's logic: which screen each tap asks for.
enum HomeLogic {
    /// One destination per tap, in the order of the taps.
    static func destinations(
        pros: Observable<Void>, cons: Observable<Void>, reservations: Observable<Void>, products: Observable<Void>
    ) -> Observable<HomeDestination> {
        Observable.merge(
            pros.map(to: .pros), cons.map(to: .cons),
            reservations.map(to: .reservations), products.map(to: .products))
    }
}
