import Foundation
import MiniRx

/// The logic of the Edit Product screen: what the fields start with, and what a Save sends — or why it cannot.
enum EditProductLogic {
    static func name(_ product: Product) -> String {
        product.name
    }

    static func price(_ product: Product) -> String {
        String(format: "%.2f", product.price)
    }

    // snippet: cle-edit-changes
    /// What the person typed, as changes to send — or the message that says why not. The name is trimmed and must
    /// not be empty; the price is trimmed, then digits with an optional `.` and at most two decimals, above zero.
    static func changes(name: String, price: String) -> Result<ProductChanges, InvalidInput> {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .failure(InvalidInput(message: "Name must not be empty")) }
        let price = price.trimmingCharacters(in: .whitespacesAndNewlines)
        let isDecimal = price.wholeMatch(of: /[0-9]+(\.[0-9]{1,2})?/) != nil
        guard isDecimal, let value = Double(price), value.isFinite, value > 0 else {
            return .failure(InvalidInput(message: "Price must be a positive number"))
        }
        return .success(ProductChanges(name: name, price: value))
    }
    // end-snippet

    /// The changes each Save tap sends, for the fields as they are at that moment (invalid input sends nothing).
    static func changesToSave(
        saveTaps: Observable<Void>, name: Observable<String>, price: Observable<String>
    ) -> Observable<ProductChanges> {
        attempts(saveTaps: saveTaps, name: name, price: price).compactMap { try? $0.get() }
    }

    /// The alert for each Save tap on invalid input.
    static func refusals(
        saveTaps: Observable<Void>, name: Observable<String>, price: Observable<String>
    ) -> Observable<AlertMessage> {
        attempts(saveTaps: saveTaps, name: name, price: price).compactMap { attempt in
            guard case .failure(let invalid) = attempt else { return nil }
            return AlertMessage(title: "Error", message: invalid.message)
        }
    }

    static func errorAlert(_ error: any Error) -> AlertMessage {
        AlertMessage(title: "Error", message: (error as? APIError ?? .unreadable).message)
    }

    private static func attempts(
        saveTaps: Observable<Void>, name: Observable<String>, price: Observable<String>
    ) -> Observable<Result<ProductChanges, InvalidInput>> {
        saveTaps.withLatestFrom(Observable.combineLatest(name, price)) { _, fields in
            changes(name: fields.0, price: fields.1)
        }
    }
}
