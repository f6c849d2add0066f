import CleanMVVM
import MiniRx
import MiniRxTest
import Testing

@testable import Exercise6_2

/// The gate on virtual time: triggers, the busy flag and the list as hot test observables, subscribed at 200; the
/// busy flag and the list have their first values at 201.
@Suite("Exercise 6.2 — The load-more gate: busy, and the end of the list")
struct LoadMoreGateTests {
    let file = "Exercise6_2/LoadMoreGate.swift"
    let scheduler = TestScheduler()

    private func pages(
        triggers: [TestTime], busy: [Recorded<Event<Bool>>], listed: [Recorded<Event<PagingInfo<Int>>>]
    ) -> [Recorded<Event<Int>>] {
        let trigger = scheduler.createHotObservable(triggers.map { .next($0, ()) })
        let isBusy = scheduler.createHotObservable([.next(201, false)] + busy)
        let list = scheduler.createHotObservable(listed)
        let observer = scheduler.start {
            LoadMoreGate.pagesToLoad(
                trigger: trigger.asDriverOnErrorJustComplete(), isBusy: isBusy.asDriverOnErrorJustComplete(),
                listed: list.asDriverOnErrorJustComplete()
            )
            .asObservable()
        }
        return observer.events
    }

    @Test("Each trigger asks for the page after the last one listed")
    func nextPage() {
        let events = pages(
            triggers: [210, 230], busy: [],
            listed: [
                .next(201, PagingInfo(page: 1, items: [1, 2])), .next(220, PagingInfo(page: 2, items: [1, 2, 3])),
            ])

        #expect(events == [.next(210, 2), .next(230, 3)], "Ask for listed.page + 1 — in \(file)")
    }

    @Test("A trigger while a page is in flight asks for nothing")
    func busyGate() {
        let events = pages(
            triggers: [210, 230], busy: [.next(205, true), .next(220, false)],
            listed: [.next(201, PagingInfo(page: 1, items: [1, 2]))])

        #expect(
            events == [.next(230, 2)],
            "Sample isBusy too, and drop the trigger while it is true: the busy gate — in \(file)")
    }

    @Test("Before the first page has arrived, a trigger asks for nothing")
    func beforeFirstPage() {
        let events = pages(triggers: [210], busy: [], listed: [.next(201, PagingInfo<Int>(page: 1, items: []))])

        #expect(events.isEmpty, "Nothing is listed yet: there is no next page to ask for — in \(file)")
    }

    @Test("After the last page, a trigger asks for nothing (the original asks again and again)")
    func afterLastPage() {
        let events = pages(
            triggers: [210, 230], busy: [],
            listed: [.next(201, PagingInfo(page: 3, items: [1, 2, 3], hasMorePages: false))])

        #expect(events.isEmpty, "Read hasMorePages: after the last page there is nothing more to load — in \(file)")
    }
}
