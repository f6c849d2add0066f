/// Factory functions for the common disposables.
public enum Disposables {
    /// A disposable that does nothing: for sequences with nothing to stop.
    public static func create() -> any Disposable {
        AnonymousDisposable {}
    }

    /// A disposable that runs `action` the first time it is disposed.
    public static func create(with action: @escaping () -> Void) -> any Disposable {
        AnonymousDisposable(action)
    }

    /// A disposable that disposes all of `disposables`, in order.
    public static func create(_ disposables: any Disposable...) -> any Disposable {
        CompositeDisposable(disposables)
    }

    /// A disposable that disposes all of `disposables`, in order.
    public static func create(_ disposables: [any Disposable]) -> any Disposable {
        CompositeDisposable(disposables)
    }
}
