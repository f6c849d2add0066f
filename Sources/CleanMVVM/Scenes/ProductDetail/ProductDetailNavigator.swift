import HeadlessUI

/// Where a product's detail can go: nowhere yet; the scene has a navigator all the same.
protocol ProductDetailNavigatorType {}

/// The detail's navigator, empty.
struct ProductDetailNavigator: ProductDetailNavigatorType {
    let assembler: Assembler
    weak var navigationController: UINavigationController?
}
