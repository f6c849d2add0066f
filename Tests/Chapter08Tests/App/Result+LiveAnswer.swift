@testable import Unidirectional

/// What a live client's call answered, as the feature's response action carries it: the value, or the
/// ``APIError`` it threw.
func answer<Value>(_ call: () async throws -> Value) async -> Result<Value, APIError> {
    do {
        return .success(try await call())
    } catch {
        return .failure(APIError(error))
    }
}
