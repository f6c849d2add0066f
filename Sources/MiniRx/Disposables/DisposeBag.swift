/// Holds subscriptions for an owner (a view model, a screen) and disposes them all when the owner lets go of it.
///
///     viewModel.title.drive(label.text).disposed(by: disposeBag)
///
/// To stop everything early, replace the bag: `disposeBag = DisposeBag()`.
public final class DisposeBag {
    private var disposables: [any Disposable] = []

    /// An empty bag.
    public init() {}

    /// Adds a disposable, to be disposed when the bag is released.
    public func insert(_ disposable: any Disposable) {
        disposables.append(disposable)
    }

    deinit {
        for disposable in disposables {
            disposable.dispose()
        }
    }
}
