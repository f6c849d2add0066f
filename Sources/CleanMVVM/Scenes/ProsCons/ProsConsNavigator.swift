import HeadlessUI

/// Where the Pros and Cons screens can go: nowhere yet; the scene has a navigator all the same.
protocol ProsConsNavigatorType {}

/// The Pros and Cons screens' navigator, empty.
struct ProsConsNavigator: ProsConsNavigatorType {
    let assembler: Assembler
    weak var navigationController: UINavigationController?
}
