import MiniTCA
import Testing

@testable import MiniTCATest

/// The test store's own checks, caught instead of failing the test, so each can be asserted: its failures, and the
/// skipped assertions it shows.
final class CaughtFailures {
    private(set) var messages: [String] = []
    private(set) var skipped: [String] = []
    /// The line each failure was recorded at.
    private(set) var lines: [Int] = []

    func catchFailures<State, Action>(of store: TestStore<State, Action>) {
        store.recordFailure = { [weak self] message, sourceLocation in
            self?.messages.append(message)
            self?.lines.append(sourceLocation.line)
        }
        store.recordSkipped = { [weak self] message, _ in self?.skipped.append(message) }
    }

    /// A test store of ``PageLoader`` whose failures are caught here instead of failing the test.
    func loaderStore(pages: PagesClient) -> TestStore<PageLoader.State, PageLoader.Action> {
        let store = TestStore(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = pages
        }
        catchFailures(of: store)
        return store
    }

    /// A test store of a ``Probe`` that runs `effect`, whose failures are caught here.
    func probeStore(effect: @escaping (_ word: String) -> Effect<String>) -> TestStore<Int, String> {
        let store = Chapter08Tests.probeStore(effect: effect)
        catchFailures(of: store)
        return store
    }
}
