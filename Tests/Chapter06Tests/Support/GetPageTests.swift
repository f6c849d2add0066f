import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

/// A view model with nothing of its own, to host `getPage`, which the support library gives every view model.
private struct PagedList: ViewModel {
    func transform(_ input: Void, disposeBag: DisposeBag) {}
}

/// `getPage` on its own: its triggers fired on a `TestScheduler`, its pages answered by a function that writes down
/// which page it was asked for and answers after `delay` ticks.
@Suite("getPage: paging from three triggers")
struct GetPageTests {
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()
    let loadTrigger = PublishSubject<Void>()
    let reloadTrigger = PublishSubject<Void>()
    let loadMoreTrigger = PublishSubject<Void>()
    let pages = RequestedPages()
    let result: GetPageResult<Product>
    let pageOutput: TestableObserver<[Int]>
    let errorOutput: TestableObserver<any Error>

    /// The pages asked for, and how each is answered.
    final class RequestedPages {
        var requested: [Int] = []
        /// How many ticks an answer takes.
        var delay = 0
        /// The answer to a page: ten products per page, 23 in all, unless told otherwise.
        var answer: (Int) -> PagingInfo<Product>? = { number in
            let ids = ((number - 1) * 10 + 1...number * 10).filter { $0 <= 23 }
            return PagingInfo(page: number, items: ids.map { product($0) }, hasMorePages: number * 10 < 23)
        }
    }

    init() {
        let pages = pages
        let scheduler = scheduler
        let input = GetPageInput(
            loadTrigger: loadTrigger.asDriverOnErrorJustComplete(),
            reloadTrigger: reloadTrigger.asDriverOnErrorJustComplete(),
            loadMoreTrigger: loadMoreTrigger.asDriverOnErrorJustComplete(),
            getItems: { _, number in
                pages.requested.append(number)
                let answer = pages.answer(number)
                let event: Recorded<Event<PagingInfo<Product>>> =
                    answer.map { .next(pages.delay, $0) } ?? .error(pages.delay, TestError("page \(number)"))
                return scheduler.createColdObservable([event, .completed(pages.delay)]).asObservable()
            })
        result = PagedList().getPage(input: input)
        pageOutput = scheduler.createObserver([Int].self)
        errorOutput = scheduler.createObserver((any Error).self)
        result.page.map { $0.items.map(\.id) }.drive(pageOutput).disposed(by: disposeBag)
        result.error.drive(errorOutput).disposed(by: disposeBag)
    }

    private func fire(_ triggers: (PublishSubject<Void>, TestTime)...) {
        for (trigger, time) in triggers {
            scheduler.scheduleAt(time) { trigger.onNext(()) }
        }
        scheduler.start()
    }

    @Test("The first load asks for page 1 and lists it")
    func firstLoad() {
        fire((loadTrigger, 10))

        #expect(pages.requested == [1])
        #expect(pageOutput.events == [.next(10, Array(1...10))])
    }

    @Test("Load-more asks for the next page and appends it, until the last page")
    func loadMoreToTheEnd() {
        fire((loadTrigger, 10), (loadMoreTrigger, 20), (loadMoreTrigger, 30), (loadMoreTrigger, 40))

        #expect(pages.requested == [1, 2, 3])
        #expect(pageOutput.lastEventElement == Array(1...23))
    }

    // snippet: clean-test-get-page-gate
    @Test("A load-more while a page is in flight is dropped: the busy gate")
    func busyGateDropsLoadMore() {
        pages.delay = 50
        fire((loadTrigger, 10), (loadMoreTrigger, 100), (loadMoreTrigger, 120))

        #expect(pages.requested == [1, 2])
        #expect(pageOutput.events == [.next(60, Array(1...10)), .next(150, Array(1...20))])
    }
    // end-snippet

    @Test("A second first load while the first is in flight is dropped")
    func busyGateDropsLoad() {
        pages.delay = 50
        fire((loadTrigger, 10), (loadTrigger, 20))

        #expect(pages.requested == [1])
    }

    // snippet: clean-test-get-page-reload
    @Test("A reload is never dropped: it asks for page 1, and the load-more it interrupts is never listed")
    func reloadReplacesLoadMore() {
        pages.delay = 50
        fire((loadTrigger, 10), (loadMoreTrigger, 100), (reloadTrigger, 120))

        #expect(pages.requested == [1, 2, 1])
        #expect(pageOutput.events == [.next(60, Array(1...10)), .next(170, Array(1...10))])
    }
    // end-snippet

    @Test("Load-more asks for nothing before the first page has arrived")
    func noLoadMoreBeforeFirstPage() {
        fire((loadMoreTrigger, 10))

        #expect(pages.requested.isEmpty)
    }

    @Test("A failed page goes to the error tracker and changes nothing; the next load-more asks for it again")
    func failureThenRetry() {
        fire((loadTrigger, 10))
        let answer = pages.answer
        pages.answer = { number in number == 2 ? nil : answer(number) }
        fire((loadMoreTrigger, 20))
        pages.answer = answer
        fire((loadMoreTrigger, 30))

        #expect(pages.requested == [1, 2, 2])
        #expect(errorOutput.events.map(\.time) == [20])
        #expect(pageOutput.events.map(\.time) == [10, 30])
        #expect(pageOutput.lastEventElement == Array(1...20))
    }

    @Test("A product already listed keeps its row; a product twice in one page is listed once")
    func productsListedOnce() {
        pages.answer = { number in
            number == 1 ? page(1, ids: 1...3) : PagingInfo(page: 2, items: [product(3), product(4), product(4)])
        }
        fire((loadTrigger, 10), (loadMoreTrigger, 20))

        #expect(pageOutput.lastEventElement == [1, 2, 3, 4])
    }

    @Test("An empty page that says more follow is dropped, and the next load-more asks for that page again")
    func emptyPageWithMore() {
        let answer = pages.answer
        pages.answer = { number in number == 2 ? PagingInfo(page: 2, items: [], hasMorePages: true) : answer(number) }
        fire((loadTrigger, 10), (loadMoreTrigger, 20), (loadMoreTrigger, 30))

        #expect(pages.requested == [1, 2, 2])
        #expect(pageOutput.events.map(\.time) == [10])
    }

    // snippet: clean-test-get-page-indicators
    @Test("Each kind of request has its own activity: the first load, a reload, a load-more")
    func indicators() {
        pages.delay = 50
        let isLoading = scheduler.createObserver(Bool.self)
        let isReloading = scheduler.createObserver(Bool.self)
        let isLoadingMore = scheduler.createObserver(Bool.self)
        result.isLoading.drive(isLoading).disposed(by: disposeBag)
        result.isReloading.drive(isReloading).disposed(by: disposeBag)
        result.isLoadingMore.drive(isLoadingMore).disposed(by: disposeBag)

        fire((loadTrigger, 10), (loadMoreTrigger, 100), (reloadTrigger, 200))

        #expect(isLoading.events == [.next(0, false), .next(10, true), .next(60, false)])
        #expect(isLoadingMore.events == [.next(0, false), .next(100, true), .next(150, false)])
        #expect(isReloading.events == [.next(0, false), .next(200, true), .next(250, false)])
    }
    // end-snippet
}
