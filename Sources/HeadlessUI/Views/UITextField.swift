/// A field a person types into, found on screen by its placeholder (e.g. `Reservation id`).
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?

    public init(placeholder: String? = nil, text: String? = nil) {
        self.placeholder = placeholder
        self.text = text
        super.init()
    }
}
