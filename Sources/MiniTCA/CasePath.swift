/// The two directions between an enum and the payload of one of its cases: put a value in (`embed`) and take it
/// out again if the enum holds that case (`extract`).
///
/// A key path reaches a stored property of a struct; a case path reaches a case of an enum. Parents use it to wrap
/// a child's actions in their own (`Action.products(ProductsFeature.Action)`) and to pick them out again. TCA
/// writes `\.products` for it, with macros generating the extraction; without macros, each feature spells its case
/// paths out once, as TCA did before version 1.4:
///
/// ```swift
/// static let products = CasePath(Action.products) { action in
///     guard case .products(let child) = action else { return nil }
///     return child
/// }
/// ```
public struct CasePath<Root, Value> {
    /// Wraps a payload in the case.
    public let embed: (Value) -> Root
    /// The payload, if `root` is that case; `nil` for every other case.
    public let extract: (Root) -> Value?

    public init(_ embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }
}
