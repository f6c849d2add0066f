import MiniRx

/// The three activities of a paged list, each on its own indicator so that each drives its own spinner: the first
/// load (a full-screen indicator), a reload (pull to refresh) and a load-more (the spinner under the last row).
final class PageActivityIndicator {
    let loadingIndicator: ActivityIndicator
    let reloadingIndicator: ActivityIndicator
    let loadingMoreIndicator: ActivityIndicator

    init(
        loadingIndicator: ActivityIndicator = ActivityIndicator(),
        reloadingIndicator: ActivityIndicator = ActivityIndicator(),
        loadingMoreIndicator: ActivityIndicator = ActivityIndicator()
    ) {
        self.loadingIndicator = loadingIndicator
        self.reloadingIndicator = reloadingIndicator
        self.loadingMoreIndicator = loadingMoreIndicator
    }

    var isLoading: Driver<Bool> { loadingIndicator.asDriver() }
    var isReloading: Driver<Bool> { reloadingIndicator.asDriver() }
    var isLoadingMore: Driver<Bool> { loadingMoreIndicator.asDriver() }

    /// The three at once: `let (isLoading, isReloading, isLoadingMore) = indicator.destructured`.
    var destructured: (Driver<Bool>, Driver<Bool>, Driver<Bool>) {
        (isLoading, isReloading, isLoadingMore)
    }
}
