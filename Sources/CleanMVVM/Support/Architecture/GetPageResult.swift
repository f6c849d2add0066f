import MiniRx

/// What ``ViewModel/getPage(input:)`` gives back: the list after each page, the errors, and the three activities.
struct GetPageResult<T> {
    let page: Driver<PagingInfo<T>>
    let error: Driver<any Error>
    let isLoading: Driver<Bool>
    let isReloading: Driver<Bool>
    let isLoadingMore: Driver<Bool>

    /// All five at once: `let (page, error, isLoading, isReloading, isLoadingMore) = result.destructured`.
    var destructured: (Driver<PagingInfo<T>>, Driver<any Error>, Driver<Bool>, Driver<Bool>, Driver<Bool>) {
        (page, error, isLoading, isReloading, isLoadingMore)
    }
}
