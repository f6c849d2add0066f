import Backend
import Testing

@testable import TriggerObserver

@Suite("The problem first: a fetcher and an observer that do not know each other")
struct UncoordinatedTests {
    // snippet: triggerobserver-test-nothing-arrives
    @Test("Wired as the write-up's first sketch, the fetch goes out and nothing ever arrives")
    func nothingArrives() {
        let server = Server()
        let service = ServerAIService(client: APIClient(server: server))
        let trigger = ProsFetcher(service: service)
        let observer = ProsObserver()
        var received: [[String]] = []
        observer.bind { result in
            if case .success(let pros) = result { received.append(pros) }
        }

        trigger.fetchPros()

        #expect(server.requests(to: .pros).count == 1, "the request was sent and answered")
        #expect(received.isEmpty, "but the observer never heard of it")
    }
    // end-snippet

    @Test("The same two roles played by one binding: what the trigger fetched reaches the observer")
    func oneBindingDelivers() {
        let server = Server()
        let binding = ProsBinding(service: ServerAIService(client: APIClient(server: server)))
        let trigger: FetchProsTrigger = binding
        let observer: NewProsObserver = binding
        var received: [[String]] = []
        observer.bind { result in
            if case .success(let pros) = result { received.append(pros) }
        }

        trigger.fetchPros()

        #expect(received == [SeedData.pros])
    }
}
