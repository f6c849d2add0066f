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
/// closure and leaves the rest reporting that they were not expected to run.
public struct DependencyValues {
    /// The values of the store whose reducer or effect is running now; set by the store around each call.
    static var current = DependencyValues()

    private var values: [ObjectIdentifier: Any] = [:]

    /// What a mistake in the code is reported to: standard error in the app; a test failure under a `TestStore`.
    public var reportIssue: (_ message: String) -> Void = { message in
        FileHandle.standardError.write(Data("MiniTCA: \(message)\n".utf8))
    }

    public init() {}

    /// The value provided for `key`, or its ``TestDependencyKey/testValue`` if none was.
    public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.testValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Run `operation` with `values` as the current dependencies, then put back the ones it replaced.
    static func using<Result>(_ values: DependencyValues, _ operation: () -> Result) -> Result {
        let replaced = current
        current = values
        defer { current = replaced }
        return operation()
    }
}

/// Run `operation` with the current dependencies changed by `update`: how a store is given its dependencies, and how
/// a test gives a reducer its test values.
public func withDependencies<Result>(
    _ update: (inout DependencyValues) -> Void, operation: () -> Result
) -> Result {
    var values = DependencyValues.current
    update(&values)
    return DependencyValues.using(values, operation)
}

/// Report a mistake in the code that uses the library to the current dependencies' ``DependencyValues/reportIssue``:
/// a test value that was called unexpectedly, for instance.
public func reportIssue(_ message: String) {
    DependencyValues.current.reportIssue(message)
}
