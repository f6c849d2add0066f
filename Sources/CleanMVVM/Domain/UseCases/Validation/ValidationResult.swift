/// The outcome of checking one value against its rule: valid, or the error that says why not.
public typealias ValidationResult = Result<Void, ValidationError>

extension Result where Success == Void, Failure == ValidationError {
    /// `true` when the value passed.
    public var isValid: Bool {
        if case .success = self { return true }
        return false
    }

    /// The error's message, or an empty string when the value passed: what a label under the field shows.
    public var message: String {
        if case .failure(let error) = self { return error.message }
        return ""
    }
}
