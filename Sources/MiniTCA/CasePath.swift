/// The two directions between an enum and the payload of one of its cases: put a value in (`embed`) and take it
/// out again if the enum holds that case (`extract`).
///
/// A key path reaches a stored property of a struct; a case path reaches a case of an enum. Parents use it to wrap
/// a child's actions in their own (`Action.products(ProductsFeature.Action)`) and to pick them out again. TCA
/// writes `\.products` for it, with its `@CasePathable` macro generating the extraction; without macros, each
/// feature spells its action's case paths out once:
///
/// ```swift
/// static let productsCase = CasePath(Action.products) { action in
///     guard case .products(let child) = action else { return nil }
///     return child
/// }
/// ```
///
/// An enum *state*'s cases are reached by key paths instead, through an optional property per case
/// (`var products: ProductsFeature.State?`), as the macro also writes them: so a child is always scoped by a key
/// path to its state and a case path to its actions — `scope(state: \.destination?.products, action: …)`.
public struct CasePath<Root, Value>: Sendable {
    /// Wraps a payload in the case.
    public let embed: @Sendable (Value) -> Root
    /// The payload, if `root` is that case; `nil` for every other case.
    public let extract: @Sendable (Root) -> Value?

    public init(_ embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }

    /// The case path through this case to a case of its payload: `\.destination.products` in TCA.
    public func appending<Next>(_ next: CasePath<Value, Next>) -> CasePath<Root, Next> {
        let embed = self.embed
        let extract = self.extract
        return CasePath<Root, Next>({ embed(next.embed($0)) }, extract: { extract($0).flatMap(next.extract) })
    }

    /// The case path to a presented child's case: `Action.destinationCase.presented(Destination.Action.editCase)`
    /// reaches `.destination(.presented(.edit(…)))`.
    public func presented<Child, Next>(_ next: CasePath<Child, Next>) -> CasePath<Root, Next>
    where Value == PresentationAction<Child> {
        presented().appending(next)
    }

    /// The case path to a presented child's own actions: `Action.editorCase.presented()` reaches
    /// `.editor(.presented(…))`.
    public func presented<Child>() -> CasePath<Root, Child> where Value == PresentationAction<Child> {
        appending(
            CasePath<Value, Child>({ .presented($0) }) { presentation in
                guard case .presented(let child) = presentation else { return nil }
                return child
            })
    }
}
