@testable import CleanMVVM

/// Whether a validation passed (`ValidationResult` holds `Void`, so it is not `Equatable`).
func messages(_ result: ValidationResult) -> [String] {
    switch result {
    case .success: []
    case .failure(let error): error.messages
    }
}
