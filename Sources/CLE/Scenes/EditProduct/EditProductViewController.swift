import HeadlessUI
import MiniRx

/// The Edit Product screen: two fields and two buttons. Its views and its dispose bag; the wiring is in `connect`.
final class EditProductViewController: UIViewController {
    let nameField = UITextField(placeholder: "Name")
    let priceField = UITextField(placeholder: "Price")
    let saveButton = UIButton()
    let cancelButton = UIButton()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Product"
        saveButton.setTitle("Save", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        for subview in [nameField, priceField, saveButton, cancelButton] {
            view.addSubview(subview)
        }
    }
}
