import HeadlessUI

/// Where Reservations can go: nowhere yet; the scene has a navigator all the same.
protocol ReservationsNavigatorType {}

/// Reservations' navigator, empty.
struct ReservationsNavigator: ReservationsNavigatorType {
    let assembler: Assembler
    weak var navigationController: UINavigationController?
}
