import Foundation

// snippet: clean-product-dto
/// A product as a person edited it: the name and the price as typed, with the rules they must pass.
///
/// A name is trimmed of spaces and line breaks and must not be empty. A price is trimmed, then must be digits with
/// an optional point and at most two decimals, and greater than zero — so `1e3`, `0x1p3`, `0.001` and `-1` are all
/// refused, although `Double` would read most of them.
public struct ProductDto: Dto, Equatable {
    public var id: Int
    public var name: String
    public var price: String

    public init(id: Int, name: String, price: String) {
        self.id = id
        self.name = name
        self.price = price
    }

    public var validationResults: [ValidationResult] {
        [Self.validateName(name), Self.validatePrice(price)]
    }

    /// The name as it is saved: without the spaces and line breaks around it.
    var trimmedName: String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The price as a number, or `nil` when it breaks the rule.
    var priceValue: Double? {
        Self.number(from: price)
    }

    public static func validateName(_ name: String) -> ValidationResult {
        let isEmpty = name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        return isEmpty ? .failure(ValidationError(message: "Name must not be empty")) : .success(())
    }

    public static func validatePrice(_ price: String) -> ValidationResult {
        number(from: price) == nil
            ? .failure(ValidationError(message: "Price must be a positive number")) : .success(())
    }

    /// `price`, trimmed, read as digits with at most two decimals; `nil` unless it is a finite number above zero.
    private static func number(from price: String) -> Double? {
        let trimmed = price.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.wholeMatch(of: /[0-9]+(\.[0-9]{1,2})?/) != nil, let value = Double(trimmed),
            value.isFinite, value > 0
        else { return nil }
        return value
    }
}
// end-snippet

extension Product {
    /// The product as the editor starts from it: its price with two decimals.
    public func toDto() -> ProductDto {
        ProductDto(id: id, name: name, price: String(format: "%.2f", price))
    }
}
