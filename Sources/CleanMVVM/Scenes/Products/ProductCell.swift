import HeadlessUI

/// One row of the product list: its text, an `Edited` mark, and the row's Edit and Delete buttons, which call the
/// closures the screen gives them.
final class ProductCell: UITableViewCell {
    var editProductAction: (() -> Void)?
    var deleteProductAction: (() -> Void)?
    private let editedLabel = UILabel(text: "Edited")

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let editButton = UIButton(
            primaryAction: UIAction(title: "Edit") { [weak self] _ in self?.editProductAction?() })
        let deleteButton = UIButton(
            primaryAction: UIAction(title: "Delete") { [weak self] _ in self?.deleteProductAction?() })
        for subview in [editedLabel, editButton, deleteButton] {
            contentView.addSubview(subview)
        }
    }

    func bindViewModel(_ viewModel: ProductItemViewModel) {
        textLabel?.text = viewModel.title
        editedLabel.isHidden = !viewModel.isEdited
    }
}
