/// One row of a table. A person reads a row by its text label's text.
open class UITableViewCell: UIView {
    /// Which labels the cell has.
    public enum CellStyle: Sendable {
        case `default`
    }

    public let contentView = UIView()
    public let textLabel: UILabel?
    public let reuseIdentifier: String?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        let textLabel = UILabel()
        self.textLabel = textLabel
        super.init()
        addSubview(contentView)
        contentView.addSubview(textLabel)
    }

    /// What a person reads on the row: the text label, or every visible label of the cell, in order.
    public var displayedText: String {
        if let text = textLabel?.text, !text.isEmpty { return text }
        return visibleViews.compactMap { ($0 as? UILabel)?.text }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
