import MiniRx

/// Everything ``ViewModel/getPage(input:)`` needs to run a paged list: where the list is kept, what tracks its
/// activity and its errors, the three triggers, how to fetch each kind of page, and how to turn a fetched item into
/// the item the list holds.
struct GetPageInput<TriggerInput, Item, MappedItem> {
    let pageSubject: BehaviorRelay<PagingInfo<MappedItem>>
    let pageActivityIndicator: PageActivityIndicator
    let errorTracker: ErrorTracker
    let loadTrigger: Driver<TriggerInput>
    let getItems: (TriggerInput) -> Observable<PagingInfo<Item>>
    let reloadTrigger: Driver<TriggerInput>
    let reloadItems: (TriggerInput) -> Observable<PagingInfo<Item>>
    let loadMoreTrigger: Driver<TriggerInput>
    let loadMoreItems: (TriggerInput, _ page: Int) -> Observable<PagingInfo<Item>>
    let mapper: (Item) -> MappedItem

    init(
        pageSubject: BehaviorRelay<PagingInfo<MappedItem>>,
        pageActivityIndicator: PageActivityIndicator,
        errorTracker: ErrorTracker,
        loadTrigger: Driver<TriggerInput>,
        getItems: @escaping (TriggerInput) -> Observable<PagingInfo<Item>>,
        reloadTrigger: Driver<TriggerInput>,
        reloadItems: @escaping (TriggerInput) -> Observable<PagingInfo<Item>>,
        loadMoreTrigger: Driver<TriggerInput>,
        loadMoreItems: @escaping (TriggerInput, _ page: Int) -> Observable<PagingInfo<Item>>,
        mapper: @escaping (Item) -> MappedItem
    ) {
        self.pageSubject = pageSubject
        self.pageActivityIndicator = pageActivityIndicator
        self.errorTracker = errorTracker
        self.loadTrigger = loadTrigger
        self.getItems = getItems
        self.reloadTrigger = reloadTrigger
        self.reloadItems = reloadItems
        self.loadMoreTrigger = loadMoreTrigger
        self.loadMoreItems = loadMoreItems
        self.mapper = mapper
    }

    /// One `getItems` for every kind of page: the first load and a reload ask it for page 1.
    init(
        pageSubject: BehaviorRelay<PagingInfo<MappedItem>> = BehaviorRelay(value: PagingInfo()),
        pageActivityIndicator: PageActivityIndicator = PageActivityIndicator(),
        errorTracker: ErrorTracker = ErrorTracker(),
        loadTrigger: Driver<TriggerInput>,
        reloadTrigger: Driver<TriggerInput>,
        loadMoreTrigger: Driver<TriggerInput>,
        getItems: @escaping (TriggerInput, _ page: Int) -> Observable<PagingInfo<Item>>,
        mapper: @escaping (Item) -> MappedItem
    ) {
        self.init(
            pageSubject: pageSubject, pageActivityIndicator: pageActivityIndicator, errorTracker: errorTracker,
            loadTrigger: loadTrigger, getItems: { getItems($0, 1) },
            reloadTrigger: reloadTrigger, reloadItems: { getItems($0, 1) },
            loadMoreTrigger: loadMoreTrigger, loadMoreItems: getItems,
            mapper: mapper)
    }
}

extension GetPageInput where Item == MappedItem {
    /// A list that holds the fetched items as they are.
    init(
        pageSubject: BehaviorRelay<PagingInfo<MappedItem>> = BehaviorRelay(value: PagingInfo()),
        pageActivityIndicator: PageActivityIndicator = PageActivityIndicator(),
        errorTracker: ErrorTracker = ErrorTracker(),
        loadTrigger: Driver<TriggerInput>,
        reloadTrigger: Driver<TriggerInput>,
        loadMoreTrigger: Driver<TriggerInput>,
        getItems: @escaping (TriggerInput, _ page: Int) -> Observable<PagingInfo<Item>>
    ) {
        self.init(
            pageSubject: pageSubject, pageActivityIndicator: pageActivityIndicator, errorTracker: errorTracker,
            loadTrigger: loadTrigger, reloadTrigger: reloadTrigger, loadMoreTrigger: loadMoreTrigger,
            getItems: getItems, mapper: { $0 })
    }
}
