import Foundation

/// The dependencies a store's reducers and effects use, looked up by key: the app's live clients, or the test
/// values a test provides in their place.
///
/// A feature declares what it needs with ``Dependency``; whoever builds the store decides what it gets:
///
/// ```swift
/// Store(initialState: ProductsFeature.State()) { ProductsFeature() } withDependencies: {
///     $0.productsClient = .live(server: server)
/// }
/// ```
///
/// Dependencies are values — structs of closures — never protocols with hand-written mocks: a test replaces one
/// closure and leaves the rest reporting that they were not expected to run. An effect is given the values in force
/// where it was built, and keeps them while it runs. The values are read and written on the main thread only, by
/// reducers and by effects, which run on their store's executor there.
nonisolated public struct DependencyValues: @unchecked Sendable {
    /// The values of the reducer or effect that is running now: set by the store around each reduction, and
    /// carried by each effect's task.
    @TaskLocal static var current = DependencyValues()

    /// Where the values are used: in the app, a dependency that was never provided is a mistake that stops it; in a
    /// test, its ``TestDependencyKey/testValue`` is used, which reports any call.
    public enum Context: Sendable {
        case live
        case test
    }

    private var values: [ObjectIdentifier: Any] = [:]

    /// `.test` unless a ``Store`` made them: a live store's missing dependency stops the app at once.
    public var context = Context.test

    /// What a mistake in the code is reported to: standard error in the app; a test failure under a `TestStore`.
    public var reportIssue: @Sendable (_ message: String) -> Void = { message in
        FileHandle.standardError.write(Data("MiniTCA: \(message)\n".utf8))
    }

    /// The identity of the presented child whose reducer or effect is running, within its parent's: cancel ids are
    /// scoped to it, so a child's cancellation never reaches a sibling's or its parent's effects.
    var navigationPath: [AnyHashable] = []

    public init() {}

    /// The value provided for `key`. If none was, a test gets the key's ``TestDependencyKey/testValue``, and the
    /// app stops: a live client that was never provided must not quietly be a test value.
    public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = values[ObjectIdentifier(key)] as? Key.Value {
                return value
            }
            guard context == .test else {
                fatalError("\(Key.self) has no live value: provide it when the store is built.")
            }
            return Key.testValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Run `operation` with the current dependencies changed by `update`: how a test gives a reducer or a value its test
/// dependencies, and how ``Reducer/dependency(_:_:)`` overrides one for a part of a feature.
public func withDependencies<Result>(
    _ update: (inout DependencyValues) -> Void, operation: () throws -> Result
) rethrows -> Result {
    var values = DependencyValues.current
    update(&values)
    return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Report a mistake in the code that uses the library to the current dependencies' ``DependencyValues/reportIssue``:
/// a test value that was called unexpectedly, for instance.
nonisolated public func reportIssue(_ message: String) {
    DependencyValues.current.reportIssue(message)
}
