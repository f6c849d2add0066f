import MiniRx
import MiniRxTest
import Testing

@testable import Exercise7_3

/// 23 names, `n1` to `n23`, ten to a page.
private let allNames = (1...23).map { "n\($0)" }

@Suite("Exercise 7.3 — The paged list as a cycle")
struct ListLogicTests {
    let file = "Exercise7_3/ListLogic.swift"
    let scheduler = TestScheduler()

    /// The list driven by `inputs`, with a fetch that answers 10 ticks later and writes down the pages asked for.
    func run(_ inputs: [Recorded<Event<ListInput>>]) -> (states: [ListState], pagesAskedFor: [Int]) {
        var pagesAskedFor: [Int] = []
        let fetch: (Int) -> Observable<NamePage> = { [scheduler] number in
            pagesAskedFor.append(number)
            let start = min((number - 1) * 10, allNames.count)
            let end = min(start + 10, allNames.count)
            let page = NamePage(number: number, names: Array(allNames[start..<end]), hasMore: end < allNames.count)
            return scheduler.createColdObservable([.next(10, page), .completed(10)]).asObservable()
        }
        let hotInputs = scheduler.createHotObservable(inputs)
        let observer = scheduler.start { ListLogic.list(inputs: hotInputs.asObservable(), fetch: fetch) }
        return (observer.elements, pagesAskedFor)
    }

    @Test("Load shows page 1; loading more appends pages and stops at the last one")
    func loadsToTheLastPage() {
        let (states, pages) = run([
            .next(210, .load), .next(300, .loadMore), .next(400, .loadMore), .next(500, .loadMore),
        ])
        #expect(pages == [1, 2, 3], "Ask for the next page on .loadMore, and for none after the last — in \(file)")
        #expect(states.last?.names == allNames, "Append each page that arrives — in \(file)")
        #expect(states.last?.hasMore == false, "Remember the page's hasMore — in \(file)")
    }

    @Test("A page in flight is not asked for twice, and a second load asks for nothing")
    func noDuplicateRequests() {
        let (_, pages) = run([.next(210, .load), .next(212, .load), .next(300, .loadMore), .next(305, .loadMore)])
        #expect(pages == [1, 2], "Mark the page in flight in reduce, and ask for nothing while it is — in \(file)")
    }

    @Test("Reload starts again from page 1, and page 1 replaces the list")
    func reloadStartsAgain() {
        let (states, pages) = run([.next(210, .load), .next(300, .loadMore), .next(400, .reload)])
        #expect(pages == [1, 2, 1], "Reload always asks for page 1 — in \(file)")
        #expect(states.last?.names == Array(allNames.prefix(10)), "Page 1 starts the list again — in \(file)")
        #expect(states.last?.lastPage == 1)
    }

    @Test("A deleted name leaves the list")
    func deleted() {
        let (states, _) = run([.next(210, .load), .next(300, .deleted("n3"))])
        #expect(states.last?.names == ["n1", "n2"] + (4...10).map { "n\($0)" }, "Remove a deleted name — in \(file)")
    }
}
