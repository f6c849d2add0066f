/// Something that can be stopped: a subscription, a scheduled action, a resource.
///
/// Disposing twice does nothing the second time.
public protocol Disposable {
    /// Stops the work and releases what it holds.
    func dispose()
}

extension Disposable {
    /// Hands the disposable to `bag`, which disposes it when the bag itself goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
