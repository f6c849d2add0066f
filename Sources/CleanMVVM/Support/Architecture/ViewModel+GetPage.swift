import MiniRx

extension ViewModel {
    // snippet: clean-get-page
    /// A paged list from three triggers: the first load, pull to refresh and the end of the list.
    ///
    /// - The first load is refused while any page is in flight, and a load-more is refused while any page is in
    ///   flight, before the first page, and after the last one.
    /// - A reload is never refused: it asks for page 1 and replaces whatever is in flight, whose late answer is
    ///   dropped with its subscription.
    /// - A first load or a reload replaces the list; a load-more appends the items not listed yet. A failed request
    ///   changes nothing: its error goes to the error tracker, and the next trigger tries again.
    func getPage<TriggerInput, Item, MappedItem: Identifiable>(
        input: GetPageInput<TriggerInput, Item, MappedItem>
    ) -> GetPageResult<MappedItem> {
        let pageSubject = input.pageSubject
        let indicator = input.pageActivityIndicator
        let (isLoading, isReloading, isLoadingMore) = indicator.destructured
        let isBusy = Driver.combineLatest(isLoading, isReloading, isLoadingMore) { $0 || $1 || $2 }

        let load = input.loadTrigger
            .withLatestFrom(isBusy) { trigger, isBusy in isBusy ? nil : trigger }
            .unwrap()
            .map { ScreenLoadingType.loading($0) }
        let reload = input.reloadTrigger.map { ScreenLoadingType.reloading($0) }
        let loadMore = input.loadMoreTrigger
            .withLatestFrom(isBusy) { trigger, isBusy -> ScreenLoadingType<TriggerInput>? in
                let listed = pageSubject.value
                guard !isBusy, !listed.items.isEmpty, listed.hasMorePages else { return nil }
                return .loadingMore(trigger, page: listed.page + 1)
            }
            .unwrap()

        let page = Driver.merge(load, reload, loadMore)
            .flatMapLatest { request in
                fetch(request, input: input)
                    .trackError(input.errorTracker)
                    .asDriverOnErrorJustComplete()
                    .compactMap { fetched -> PagingInfo<MappedItem>? in
                        let items = fetched.items.map(input.mapper)
                        switch request {
                        case .loading, .reloading:
                            return fetched.with(items: listing(items, after: []))
                        case .loadingMore:
                            // An empty page that says there are more is dropped: the page counter does not move on.
                            guard !items.isEmpty || !fetched.hasMorePages else { return nil }
                            return fetched.with(items: listing(items, after: pageSubject.value.items))
                        }
                    }
            }
            .do(onNext: pageSubject.accept)

        return GetPageResult(
            page: page, error: input.errorTracker.asDriver(),
            isLoading: isLoading, isReloading: isReloading, isLoadingMore: isLoadingMore)
    }
    // end-snippet

    /// The request a trigger makes, tracked on the indicator of its kind.
    private func fetch<TriggerInput, Item, MappedItem>(
        _ request: ScreenLoadingType<TriggerInput>, input: GetPageInput<TriggerInput, Item, MappedItem>
    ) -> Observable<PagingInfo<Item>> {
        let indicator = input.pageActivityIndicator
        switch request {
        case .loading(let trigger):
            return input.getItems(trigger).trackActivity(indicator.loadingIndicator)
        case .reloading(let trigger):
            return input.reloadItems(trigger).trackActivity(indicator.reloadingIndicator)
        case .loadingMore(let trigger, let page):
            return input.loadMoreItems(trigger, page).trackActivity(indicator.loadingMoreIndicator)
        }
    }

    /// `listed`, then the items of `page` it does not hold yet, each once: a product already listed keeps its row.
    private func listing<MappedItem: Identifiable>(_ page: [MappedItem], after listed: [MappedItem]) -> [MappedItem] {
        var ids = Set(listed.map(\.id))
        return listed + page.filter { ids.insert($0.id).inserted }
    }
}
