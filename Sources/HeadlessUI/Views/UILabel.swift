/// A line of text a person reads.
open class UILabel: UIView {
    open var text: String?

    public init(text: String? = nil) {
        self.text = text
        super.init()
    }
}
