/// A group of disposables disposed together; members can also be removed (and disposed) one by one.
///
/// Anything inserted after the group was disposed is disposed at once.
public final class CompositeDisposable: Disposable {
    /// The ticket `insert` returns, to remove that member later.
    public struct Key: Hashable, Sendable {
        fileprivate let value: Int
    }

    private var members: [(key: Key, disposable: any Disposable)] = []
    private var nextKey = 0
    private(set) public var isDisposed = false

    /// An empty group.
    public init() {}

    /// A group holding `disposables`.
    public init(_ disposables: [any Disposable]) {
        for disposable in disposables {
            insert(disposable)
        }
    }

    /// How many members are still in the group.
    public var count: Int {
        members.count
    }

    /// Adds a member; returns `nil` (after disposing it) if the group is already disposed.
    @discardableResult
    public func insert(_ disposable: any Disposable) -> Key? {
        guard !isDisposed else {
            disposable.dispose()
            return nil
        }
        let key = Key(value: nextKey)
        nextKey += 1
        members.append((key, disposable))
        return key
    }

    /// Removes the member with `key` and disposes it.
    public func remove(for key: Key) {
        guard let index = members.firstIndex(where: { $0.key == key }) else { return }
        let member = members.remove(at: index)
        member.disposable.dispose()
    }

    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let members = self.members
        self.members = []
        for member in members {
            member.disposable.dispose()
        }
    }
}
