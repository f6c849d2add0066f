// snippet: rha-box
/// RHA's whole reactive machinery: a value in a box, and one listener told about every assignment to it.
///
/// A view model owns the box; its view controller binds a listener once. `bind(listener:)` replaces any earlier
/// listener and calls the new one at once with the current value; after that, `didSet` calls it on every
/// assignment — even of an equal value, and even of one field of a struct value.
public final class Box<T> {
    public typealias Listener = (T) -> Void

    /// The one listener. Binding again replaces it; there is no list and no unbinding.
    public private(set) var listener: Listener?

    public var value: T {
        didSet {
            listener?(value)
        }
    }

    public init(_ value: T) {
        self.value = value
    }

    public func bind(listener: Listener?) {
        self.listener = listener
        listener?(value)
    }
}
// end-snippet
