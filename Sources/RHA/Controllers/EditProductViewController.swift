import HeadlessUI

/// The Edit Product screen, presented over the list: two fields and two buttons. Save hands the fields to the view
/// model; when the server has saved the product, the screen tells the list and dismisses itself.
final class EditProductViewController: UIViewController {
    private let editProductViewModel: EditProductViewModel
    private let nameField: UITextField
    private let priceField: UITextField
    private let utility = Utility()
    /// Called with the product as the server saved it.
    var onSaved: ((EditProductViewModel.Response) -> Void)?

    init(editProductViewModel: EditProductViewModel) {
        self.editProductViewModel = editProductViewModel
        nameField = UITextField(placeholder: "Name", text: editProductViewModel.name)
        priceField = UITextField(placeholder: "Price", text: editProductViewModel.price)
        super.init()
        title = "Edit Product"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUI()
        setListener()
    }

    private func setUI() {
        view.addSubview(nameField)
        view.addSubview(priceField)
        view.addSubview(UIButton(primaryAction: UIAction(title: "Save") { [weak self] _ in self?.save() }))
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.dismiss(animated: true) }))
    }

    private func setListener() {
        editProductViewModel.isErrorFree.bind { [weak self] content in
            guard let self, content.status == false else { return }
            utility.raiseAlert(alertTitle: Constant.ERROR, alertMessage: content.message ?? "", viewController: self)
        }
    }

    private func save() {
        editProductViewModel.saveProduct(name: nameField.text ?? "", price: priceField.text ?? "") {
            [weak self] response in
            guard let self, let response else { return }
            onSaved?(response)
            dismiss(animated: true)
        }
    }
}
