import TriggerObserver

/// One page of a conversation's history, newest message first. The list shows the newest page, and asks for older
/// pages as a person scrolls up.
struct MessagePage: Equatable {
    var messages: [String]
    /// Where the next older page starts, or `nil` when this page reaches back to the first message ever sent.
    var olderCursor: String?
}

/// The history's domain service: the page of messages older than `cursor`, or the newest page when it is `nil`.
protocol MessagesService {
    func fetchMessages(before cursor: String?, completion: @escaping (Result<MessagePage, AppError>) -> Void)
}

/// The history's trigger, as presentation logic sees it: older messages on every scroll to the top, the newest
/// again on a pull to refresh.
protocol FetchOlderMessagesTrigger: AnyObject {
    /// Fetch the page older than the last one loaded (the newest page when none is).
    func fetchOlderMessages()
    /// Start again from the newest page; an answer still on its way for an older request is dropped.
    func reloadMessages()
}

/// The history's observer: whoever shows the messages binds to hear each page.
protocol NewMessagesObserver: AnyObject {
    func bind(completion: @escaping (Result<MessagePage, AppError>) -> Void)
}

/// The message history's coordinating component: the trigger (`FetchOlderMessagesTrigger`) and the observer
/// (`NewMessagesObserver`) in one object, owning the domain service. Presentation logic calls
/// `fetchOlderMessages()` on every scroll to the top, as often as it likes; deciding whether a request really goes
/// out is this binding's job.
///
/// As shipped, every call sends a request: scrolling twice asks for the same page twice, and scrolling after the
/// first message ever sent asks for the newest page all over again.
final class HistoryBinding: FetchOlderMessagesTrigger, NewMessagesObserver {
    private let service: MessagesService
    private var completion: ((Result<MessagePage, AppError>) -> Void)?
    /// Where the next older page starts; `nil` until a page has said where.
    private var olderCursor: String?
    /// Bumped by every reload, so that an answer from before it is recognised and dropped.
    private var generation = 0
    // TODO: Exercise 3.2 — remember whether a page is in flight, and whether the oldest page has come.

    init(service: MessagesService) {
        self.service = service
    }

    func fetchOlderMessages() {
        // TODO: Exercise 3.2 — send nothing while a page is in flight, and nothing after a page without olderCursor.
        fetch(before: olderCursor)
    }

    func reloadMessages() {
        // TODO: Exercise 3.2 — a reload that fails must leave paging where it was: forget nothing before it answers.
        generation += 1
        olderCursor = nil
        fetch(before: nil)
    }

    func bind(completion: @escaping (Result<MessagePage, AppError>) -> Void) {
        self.completion = completion
    }

    private func fetch(before cursor: String?) {
        let generation = self.generation
        service.fetchMessages(before: cursor) { [weak self] result in
            guard let self, generation == self.generation else { return }
            if case .success(let page) = result {
                olderCursor = page.olderCursor
            }
            completion?(result)
        }
    }
}
