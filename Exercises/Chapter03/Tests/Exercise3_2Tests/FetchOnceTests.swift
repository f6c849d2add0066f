import Testing
import TriggerObserver

@testable import Exercise3_2

/// A `MessagesService` that records the cursors asked for ("newest" for none) and keeps each request until the
/// test answers it.
private final class HeldMessagesService: MessagesService {
    private(set) var requested: [String] = []
    private var pending: [(Result<MessagePage, AppError>) -> Void] = []

    func fetchMessages(before cursor: String?, completion: @escaping (Result<MessagePage, AppError>) -> Void) {
        requested.append(cursor ?? "newest")
        pending.append(completion)
    }

    /// Answer the oldest request still held with a page of `count` messages reaching back to `olderCursor`.
    func answer(count: Int = 20, olderCursor: String?) {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(.success(Self.page(count: count, olderCursor: olderCursor)))
    }

    /// Answer the newest request still held, before the older ones.
    func answerLatest(count: Int = 20, olderCursor: String?) {
        guard !pending.isEmpty else { return }
        pending.removeLast()(.success(Self.page(count: count, olderCursor: olderCursor)))
    }

    func fail() {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(.failure(.unreadable))
    }

    static func page(count: Int, olderCursor: String?) -> MessagePage {
        MessagePage(messages: (0..<count).map { "Message \($0)" }, olderCursor: olderCursor)
    }
}

@Suite("Exercise 3.2 — Don't fetch twice, and stop at the last page")
struct FetchOnceTests {
    let file = "Exercise3_2/HistoryBinding.swift"
    /// A fresh service and binding for each test.
    private let service = HeldMessagesService()
    private let binding: HistoryBinding

    init() {
        binding = HistoryBinding(service: service)
    }

    @Test("While a page is in flight, fetching again sends nothing")
    func noDoubleFetch() {
        binding.fetchOlderMessages()
        binding.fetchOlderMessages()
        binding.fetchOlderMessages()

        #expect(
            service.requested == ["newest"],
            "The newest page was asked for \(service.requested.count) times while in flight: in \(file), remember that a page is in flight and send nothing until it answers"
        )
    }

    @Test("Once a page has answered, the page older than it is asked for")
    func nextPageAfterAnswer() {
        var received: [String?] = []
        binding.bind { if case .success(let page) = $0 { received.append(page.olderCursor) } }

        binding.fetchOlderMessages()
        service.answer(olderCursor: "c1")
        binding.fetchOlderMessages()
        service.answer(olderCursor: "c2")

        #expect(
            service.requested == ["newest", "c1"],
            "After the newest page answered, the page before c1 should go out, yet \(service.requested) did: clear your in-flight flag when the answer arrives, in \(file)"
        )
        #expect(received == ["c1", "c2"])
    }

    @Test(
        "After a page without an older cursor, fetching sends nothing, however full that page was", arguments: [20, 3])
    func stopAtTheOldestPage(count: Int) {
        binding.fetchOlderMessages()
        service.answer(count: count, olderCursor: "c1")
        binding.fetchOlderMessages()
        service.answer(count: count, olderCursor: nil)
        binding.fetchOlderMessages()
        binding.fetchOlderMessages()

        #expect(
            service.requested == ["newest", "c1"],
            "The page before c1 had no olderCursor, so it holds the first message ever sent, yet \(service.requested.dropFirst(2)) went out after it: in \(file), remember that the oldest page has come and send nothing more"
        )
    }

    @Test("A short page with an older cursor is not the end: the page older than it is asked for")
    func shortPageIsNotTheEnd() {
        binding.fetchOlderMessages()
        service.answer(count: 2, olderCursor: "c1")
        binding.fetchOlderMessages()

        #expect(
            service.requested == ["newest", "c1"],
            "A page of 2 messages still said olderCursor c1, yet \(service.requested) went out: the cursor says whether older messages remain, not the page's size — in \(file)"
        )
    }

    @Test("A page that failed is asked for again")
    func retryAfterFailure() {
        binding.fetchOlderMessages()
        service.answer(olderCursor: "c1")
        binding.fetchOlderMessages()
        service.fail()
        binding.fetchOlderMessages()

        #expect(
            service.requested == ["newest", "c1", "c1"],
            "A failed page is no longer in flight, and it is the one to ask for again, yet \(service.requested) went out: clear your in-flight flag on failures too, in \(file)"
        )
    }

    @Test("An answer from before a reload does not clear the way: the reload's page is still in flight")
    func staleAnswerKeepsReloadInFlight() {
        binding.fetchOlderMessages()
        service.answer(olderCursor: "c1")
        binding.fetchOlderMessages()  // the page before c1 in flight
        binding.reloadMessages()  // the newest page in flight again; the page before c1 is now stale
        service.answer(olderCursor: "c2")  // the stale page arrives
        binding.fetchOlderMessages()

        #expect(
            service.requested == ["newest", "c1", "newest"],
            "The reload's page was still on its way, yet \(service.requested.dropFirst(3)) went out after the stale page arrived: in \(file), clear your in-flight flag only after the guard that drops stale answers"
        )
    }

    @Test("When the reload answers before the stale page, paging goes on from the reload's page")
    func answersInReverseOrder() {
        var received: [String?] = []
        binding.bind { if case .success(let page) = $0 { received.append(page.olderCursor) } }

        binding.fetchOlderMessages()
        service.answer(olderCursor: "c1")
        binding.fetchOlderMessages()  // the page before c1 in flight
        binding.reloadMessages()
        service.answerLatest(olderCursor: "r1")  // the reload answers first
        service.answer(olderCursor: nil)  // then the stale page, which claims to be the oldest
        binding.fetchOlderMessages()

        #expect(
            received == ["c1", "r1"],
            "The observer heard pages reaching back to \(received): the stale page must be dropped, in \(file)")
        #expect(
            service.requested == ["newest", "c1", "newest", "r1"],
            "After the reload's page (older cursor r1), the page before r1 comes next, yet \(service.requested.dropFirst(3)) went out: a stale answer changes nothing, in \(file)"
        )
    }

    @Test("A reload starts again from the newest page, even after the oldest page came")
    func reloadAfterTheOldestPage() {
        binding.fetchOlderMessages()
        service.answer(olderCursor: nil)
        binding.reloadMessages()
        service.answer(olderCursor: "c1")
        binding.fetchOlderMessages()

        #expect(
            service.requested == ["newest", "newest", "c1"],
            "The reload's page said olderCursor c1, yet \(service.requested.dropFirst(2)) went out after it: a reload that answers starts paging again, in \(file)"
        )
    }

    @Test("A failed reload leaves paging where it was: the next page is the one before the last loaded")
    func failedReloadKeepsPaging() {
        binding.fetchOlderMessages()
        service.answer(olderCursor: "c1")
        binding.fetchOlderMessages()
        service.answer(olderCursor: "c2")
        binding.reloadMessages()
        service.fail()
        binding.fetchOlderMessages()

        #expect(
            service.requested == ["newest", "c1", "newest", "c2"],
            "The reload failed, so the two pages are still on screen and the page before c2 comes next, yet \(service.requested.dropFirst(3)) went out: in \(file), a failed reload leaves paging where it was — change it only when the reload's page arrives"
        )
    }

    @Test("A failed reload after the oldest page still sends nothing at the top of the history")
    func failedReloadKeepsTheEnd() {
        binding.fetchOlderMessages()
        service.answer(count: 3, olderCursor: nil)
        binding.reloadMessages()
        service.fail()
        binding.fetchOlderMessages()

        #expect(
            service.requested == ["newest", "newest"],
            "The reload failed, so the history still reaches back to its first message, yet \(service.requested.dropFirst(2)) went out: in \(file), a failed reload leaves paging where it was — the end too"
        )
    }
}
