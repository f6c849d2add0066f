import RHA

/// Exercise 2.1 — a Pros view model that keeps everything its screen draws in one box: whether the pros are
/// loading, the pros themselves, and the alert to raise. The controller binds one listener and redraws the whole
/// screen from every value it hears.
final class ProsScreenViewModel {
    /// Everything the Pros screen draws, as one value.
    struct Screen: Equatable {
        var isLoading = false
        var pros: [String] = []
        /// The message of the alert to raise, or `nil` for none.
        var alert: String?
    }

    // Reactive properties
    let screen: Box<Screen> = Box(Screen())

    // Worker
    let worker: ProsWorker

    init(worker: ProsWorker) {
        self.worker = worker
    }

    /// Ask for the pros: the screen shows it is loading, then the pros, or an alert over the pros it had.
    func fetchPros() {
        // TODO: Exercise 2.1 — the listener redraws the screen, and raises the alert, on every value it hears.
        // Each step below should reach it once, whole: loading (with no alert left from before), then the answer.
        screen.value.isLoading = true
        worker.prosWorkerProtocol.getPros { [weak self] result in
            guard let self else { return }
            screen.value.isLoading = false
            switch result {
            case .success(let ai):
                screen.value.pros = ai.advantages ?? []
            case .failure(.failed(let message)):
                screen.value.alert = message
            case .failure(.unreadable):
                screen.value.alert = "The server's answer could not be read."
            }
        }
    }
}
