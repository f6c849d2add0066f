/// A reducer's use of one dependency, read from the store that runs it: `@Dependency(\.productsClient) var client`.
///
/// The value is looked up each time it is read — while the store runs the reducer, or while an effect runs — so
/// the same reducer gets the live client in the app and a test value under a `TestStore`, and an effect gets the
/// values in force where it was built.
@propertyWrapper
nonisolated public struct Dependency<Value>: Sendable {
    nonisolated(unsafe) private let keyPath: KeyPath<DependencyValues, Value>

    public init(_ keyPath: KeyPath<DependencyValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        DependencyValues.current[keyPath: keyPath]
    }
}
