/// A reducer run with one dependency overridden, it and every effect it builds: what
/// ``Reducer/dependency(_:_:)`` makes.
public struct DependencyReducer<Base: Reducer>: Reducer {
    public typealias Body = Never

    let base: Base
    let update: (inout DependencyValues) -> Void

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        withDependencies(update) {
            base.reduce(into: &state, action: action)
        }
    }
}

extension Reducer {
    /// This reducer, and the effects it builds, with the dependency at `keyPath` set to `value`:
    /// `ChildFeature().dependency(\.continuousClock, ImmediateClock())`.
    public func dependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
    ) -> DependencyReducer<Self> {
        nonisolated(unsafe) let keyPath = keyPath
        return DependencyReducer(base: self) { $0[keyPath: keyPath] = value }
    }
}
