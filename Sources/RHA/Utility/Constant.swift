// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The write-up names its constants in capitals (`Constant.NO_PROS`); the workbook keeps those names.

// snippet: rha-constant
/// Every word RHA's screens show, in one place, named as the write-up names them.
public enum Constant {
    public static let ALERT = "Alert"
    static let ERROR = "Error"
    static let OK = "OK"
    static let NO_PROS = "No pros found"
    static let NO_CONS = "No cons found"
    static let NO_PRODUCTS = "No products"
    static let UNREADABLE_ANSWER = "The server's answer could not be read."
    static let INVALID_RESERVATION_ID = "Reservation id must be 1 to 8 digits"
    static let EMPTY_NAME = "Name must not be empty"
    static let NON_POSITIVE_PRICE = "Price must be a positive number"
    static let ARE_YOU_SURE = "Are you sure?"

    static func UNEXPECTED_STATUS(_ status: Int) -> String {
        "The server answered with status \(status)."
    }

    static func DELETE_PRODUCT(_ name: String) -> String {
        "Delete product: \(name)"
    }
}
// end-snippet
