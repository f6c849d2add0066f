import HeadlessUI

/// Edit Product: two fields and two buttons. Save goes to the presentation logic (a trigger); the answer comes
/// back through the loading infrastructure, which closes this screen or shows an error.
final class EditProductViewController: UIViewController, EditProductDisplay {
    private let logic: EditProductPresentationLogic
    private let loading: EditProductLoadingInfra
    private let nameField: UITextField
    private let priceField: UITextField

    init(product: Product, logic: EditProductPresentationLogic, loading: EditProductLoadingInfra) {
        self.logic = logic
        self.loading = loading
        nameField = UITextField(placeholder: "Name", text: product.name)
        priceField = UITextField(placeholder: "Price", text: ProductFormat.price(product.price))
        super.init()
        title = "Edit Product"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loading.display = self
        view.addSubview(nameField)
        view.addSubview(priceField)
        view.addSubview(
            UIButton(
                primaryAction: UIAction(title: "Save") { [weak self] _ in
                    guard let self else { return }
                    logic.didTapSave(name: nameField.text ?? "", price: priceField.text ?? "")
                }))
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.close() }))
    }

    func close() {
        dismiss(animated: true)
    }

    func showFailure(_ error: AppError) {
        let alert = UIAlertController(title: "Error", message: error.message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
