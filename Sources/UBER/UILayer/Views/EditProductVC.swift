import Foundation
import HeadlessUI

/// Edit Product, presented over the list: two fields filled from `featureXYZ`, `Save` sending the change to
/// `featureProduct`, `Cancel` closing. It closes when the business layer says the product was saved. Either way it
/// leaves through the ``FlowController``, as it came.
final class EditProductVC: BaseVC {
    private let productId: Int
    private let nameField = UITextField(placeholder: "Name")
    private let priceField = UITextField(placeholder: "Price")

    init(viewId: String, productId: Int) {
        self.productId = productId
        super.init(viewId: viewId)
        title = "Edit Product"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameField)
        view.addSubview(priceField)
        addButton("Save")
        addButton("Cancel")
        navigate(url: "myapp://featureXYZ?cmd=getProduct#productId=\(productId)@viewId=\(viewId)")
    }

    override func onClick(_ button: String) {
        guard button == "Save" else { return close() }
        let name = (nameField.text ?? "").actionURLEncoded
        let price = (priceField.text ?? "").actionURLEncoded
        navigate(
            url: "myapp://featureProduct?cmd=update#productId=\(productId)&name=\(name)&price=\(price)@viewId=\(viewId)"
        )
    }

    override func reload(model: View) {
        switch model.data {
        case .product(let product):
            nameField.text = product.name
            priceField.text = String(format: "%.2f", product.price)
        case .saved:
            close()
        default:
            break
        }
    }
}
