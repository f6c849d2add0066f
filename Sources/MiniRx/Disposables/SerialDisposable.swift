/// A slot holding one disposable at a time: assigning a new one disposes the old one.
///
/// This is how `flatMapLatest` lets go of the previous inner sequence.
public final class SerialDisposable: Disposable {
    private var current: (any Disposable)?
    private(set) public var isDisposed = false

    public init() {}

    /// The disposable in the slot. Setting it disposes the previous one;
    /// after the slot is disposed, whatever is set is disposed at once.
    public var disposable: (any Disposable)? {
        get { current }
        set {
            if isDisposed {
                newValue?.dispose()
                return
            }
            let previous = current
            current = newValue
            previous?.dispose()
        }
    }

    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let current = self.current
        self.current = nil
        current?.dispose()
    }
}
