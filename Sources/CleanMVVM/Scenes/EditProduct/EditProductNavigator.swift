import HeadlessUI

/// Where the editor can go: away.
protocol EditProductNavigatorType {
    func dismiss()
}

/// Dismisses the editor's navigation controller.
struct EditProductNavigator: EditProductNavigatorType {
    let assembler: Assembler
    weak var navigationController: UINavigationController?

    func dismiss() {
        navigationController?.dismiss(animated: true)
    }
}
