/// The key of a dependency in ``DependencyValues``, with the value a test gets unless it provides its own.
///
/// In TCA, a `DependencyKey` adds a `liveValue` that the app gets by default. Every dependency of this workbook's
/// app talks to the server the app was launched on, which no static value can know, so the app provides its live
/// values when it builds its store (``Store/init(initialState:reducer:withDependencies:)``), as TCA does for a
/// dependency whose live value lives in another module; a store that was not given one stops at its first use.
nonisolated public protocol TestDependencyKey {
    associatedtype Value
    /// What a test gets when it does not provide the dependency: usually a value whose every closure reports that
    /// it was called unexpectedly, so a test that forgets to provide it fails instead of reaching anything real.
    static var testValue: Value { get }
}
