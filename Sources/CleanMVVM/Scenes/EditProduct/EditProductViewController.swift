import HeadlessUI
import MiniRx
import MiniRxCocoa

/// The editor: the Name and Price fields, each with the message of its rule under it, and Save and Cancel. It only
/// binds.
final class EditProductViewController: UIViewController, Bindable {
    var viewModel: EditProductViewModel?
    private let disposeBag = DisposeBag()
    private let nameField = UITextField(placeholder: "Name")
    private let nameValidationLabel = UILabel()
    private let priceField = UITextField(placeholder: "Price")
    private let priceValidationLabel = UILabel()
    private let saveButton = UIButton()
    private let cancelButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Product"
        saveButton.setTitle("Save", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        let views = [nameField, nameValidationLabel, priceField, priceValidationLabel, saveButton, cancelButton]
        for subview in views {
            view.addSubview(subview)
        }
    }

    func bindViewModel() {
        guard let viewModel else { return }
        let input = EditProductViewModel.Input(
            name: nameField.rx.text.asDriverOnErrorJustComplete(),
            price: priceField.rx.text.asDriverOnErrorJustComplete(),
            updateTrigger: saveButton.rx.tap.asDriverOnErrorJustComplete(),
            cancelTrigger: cancelButton.rx.tap.asDriverOnErrorJustComplete())
        let output = viewModel.transform(input, disposeBag: disposeBag)

        output.$name.asDriver().drive(nameField.rx.text).disposed(by: disposeBag)
        output.$price.asDriver().drive(priceField.rx.text).disposed(by: disposeBag)
        output.$nameValidation.asDriver().map(\.message).drive(nameValidationLabel.rx.text).disposed(by: disposeBag)
        output.$priceValidation.asDriver().map(\.message).drive(priceValidationLabel.rx.text).disposed(by: disposeBag)
        output.$error.asDriver().unwrap().drive(rx.error).disposed(by: disposeBag)
        output.$isLoading.asDriver().drive(rx.isLoading).disposed(by: disposeBag)
    }
}
