import HeadlessUI

/// The Edit Product screen, presented over the list: two fields and two buttons. Save hands the fields to the view
/// model; when the server has saved the product, the screen dismisses itself. (The list hears of the save from its
/// own view model, not from this screen.)
final class EditProductViewController: UIViewController {
    private let editProductViewModel: EditProductViewModel
    private let nameField: UITextField
    private let priceField: UITextField
    private let utility = Utility()

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
            guard let self, response != nil else { return }
            dismiss(animated: true)
        }
    }
}
