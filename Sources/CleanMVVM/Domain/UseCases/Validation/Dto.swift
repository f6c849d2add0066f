// snippet: clean-dto
/// The input of a use case, which checks itself: each of its rules gives a ``ValidationResult``, and a use case
/// refuses a `Dto` that is not valid before anything is sent.
public protocol Dto {
    var validationResults: [ValidationResult] { get }
}

extension Dto {
    public var isValid: Bool {
        validationResults.allSatisfy(\.isValid)
    }

    /// `nil` when every rule passed; otherwise one error carrying the message of each rule that failed.
    public var validationError: ValidationError? {
        let messages = validationResults.compactMap { result -> String? in
            if case .failure(let error) = result { return error.message }
            return nil
        }
        return messages.isEmpty ? nil : ValidationError(messages: messages)
    }
}
// end-snippet
