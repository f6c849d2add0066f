// snippet: triggerobserver-uncoordinated-fetcher
/// The write-up's first attempt, kept to show why it fails: a domain service that is only a trigger. It fetches
/// the pros and then has nowhere to send them. The app does not use it.
final class ProsFetcher: FetchProsTrigger {
    private let service: AIService

    init(service: AIService) {
        self.service = service
    }

    func fetchPros() {
        service.fetchPros { _ in }
    }
}
// end-snippet
