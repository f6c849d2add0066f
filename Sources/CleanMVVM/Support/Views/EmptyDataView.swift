import HeadlessUI

/// What a list shows behind its rows when it has none.
final class EmptyDataView: UIView {
    let messageLabel: UILabel

    init(message: String) {
        messageLabel = UILabel(text: message)
        super.init()
        addSubview(messageLabel)
    }
}
