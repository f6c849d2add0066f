/// The pull-to-refresh spinner at the top of a table; pulling sends `.valueChanged`.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false

    public override init() {
        super.init()
    }

    open func beginRefreshing() {
        isRefreshing = true
    }

    open func endRefreshing() {
        isRefreshing = false
    }
}
