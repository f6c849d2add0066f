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
        let name = (nameField.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return showError("Name must not be empty") }
        guard let price = Double(priceField.text ?? ""), price > 0, price.isFinite else {
            return showError("Price must be a positive number")
        }
        let body = try? JSONSerialization.data(withJSONObject: ["name": name, "price": price])
        server.send(Request(.put, "/products/\(id)", body: body)) { [weak self] response in
            guard let self else { return }
            guard response.status == 200 else {
                return showError(BaselineError.message(status: response.status, body: response.body))
            }
            let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            guard let json, let id = json["id"] as? Int, let name = json["name"] as? String,
                let price = (json["price"] as? NSNumber)?.doubleValue
            else {
                return showError(BaselineError.unreadableAnswer)
            }
            onSaved?(ProductsViewController.Item(id: id, name: name, price: price))
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
