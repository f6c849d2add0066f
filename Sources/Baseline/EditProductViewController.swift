import Backend
import Foundation
import HeadlessUI

/// Edit Product, presented over the list: it validates the fields, builds the JSON, sends the update, reads the
/// answer back and tells the list through a closure — then dismisses itself.
final class EditProductViewController: UIViewController {
    private let server: Server
    private let id: Int
    private let nameField: UITextField
    private let priceField: UITextField
    /// Called with the product as the server saved it.
    var onSaved: ((ProductsViewController.Item) -> Void)?

    init(server: Server, id: Int, name: String, price: Double) {
        self.server = server
        self.id = id
        nameField = UITextField(placeholder: "Name", text: name)
        priceField = UITextField(placeholder: "Price", text: String(format: "%.2f", price))
        super.init()
        title = "Edit Product"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameField)
        view.addSubview(priceField)
        view.addSubview(UIButton(primaryAction: UIAction(title: "Save") { [weak self] _ in self?.save() }))
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.dismiss(animated: true) }))
    }

    // snippet: baseline-edit-save
    private func save() {
        let name = (nameField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return showError("Name must not be empty") }
        // Digits with at most two decimals (`12`, `12.5`, `12.50`), more than zero: not `1e3`, not `0x1p3`.
        let priceText = (priceField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard priceText.wholeMatch(of: /[0-9]+(\.[0-9]{1,2})?/) != nil, let price = Double(priceText), price > 0,
            price.isFinite
        else {
            return showError("Price must be a positive number")
        }
        let body = try? JSONSerialization.data(withJSONObject: ["name": name, "price": price])
        server.send(Request(.put, "/products/\(id)", body: body)) { [weak self] response in
            guard let self else { return }
            guard response.isSuccess else {
                return showError(BaselineError.message(status: response.status, body: response.body))
            }
            // The saved product must be the one edited, without a negative price.
            let saved = try? JSONDecoder().decode(ProductsViewController.Item.self, from: response.body)
            guard let saved, saved.id == id, saved.price >= 0 else {
                return showError(BaselineError.unreadable)
            }
            onSaved?(saved)
            dismiss(animated: true)
        }
    }
    // end-snippet

    private func showError(_ message: String) {
        let alert = UIAlertController(title: BaselineError.title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
