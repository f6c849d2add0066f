import HeadlessUI
import MiniRx

// snippet: clean-products-navigator-type
/// Where the product list can go. Two of the three routes answer: the editor with what it saved, the question with
/// the person's yes.
protocol ProductsNavigatorType {
    func toProductDetail(product: Product)
    func toEditProduct(_ product: Product) -> Driver<EditProductDelegate>
    func confirmDeleteProduct(_ product: Product) -> Driver<Void>
}
// end-snippet

/// Pushes the detail, presents the editor and asks before a delete, on the list's navigation controller.
struct ProductsNavigator: ProductsNavigatorType {
    let assembler: Assembler
    weak var navigationController: UINavigationController?

    func toProductDetail(product: Product) {
        guard let navigationController else { return }
        let screen: ProductDetailViewController = assembler.resolve(
            navigationController: navigationController, product: product)
        navigationController.pushViewController(screen, animated: true)
    }

    // snippet: clean-products-navigator-edit
    /// Presents the editor in a navigation controller of its own; what it saves comes back through `delegate`.
    func toEditProduct(_ product: Product) -> Driver<EditProductDelegate> {
        let delegate = PublishSubject<EditProductDelegate>()
        let editorNavigation = UINavigationController()
        let editor: EditProductViewController = assembler.resolve(
            navigationController: editorNavigation, product: product, delegate: delegate)
        editorNavigation.setViewControllers([editor], animated: false)
        navigationController?.present(editorNavigation, animated: true)
        return delegate.asDriverOnErrorJustComplete()
    }
    // end-snippet

    // snippet: clean-products-navigator-confirm
    /// Asks `Delete product: <name>`: one value, then the end, for Delete; only the end for Cancel. Disposing the
    /// answer takes the question away.
    func confirmDeleteProduct(_ product: Product) -> Driver<Void> {
        Observable<Void>.create { [weak navigationController] observer in
            let alert = UIAlertController(
                title: "Delete product: \(product.name)", message: "Are you sure?", preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: "Delete", style: .destructive) { _ in
                    observer.onNext(())
                    observer.onCompleted()
                })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in observer.onCompleted() })
            navigationController?.present(alert, animated: true)
            return Disposables.create {
                if alert.presentingViewController != nil { alert.dismiss(animated: true) }
            }
        }
        .asDriverOnErrorJustComplete()
    }
    // end-snippet
}
