/// The Cons screen's view model: asks its worker for the cons of AI, hands the controller only the list it shows
/// (its `Response`), and reports trouble through boxes the controller listens to.
///
/// It knows the worker protocol, the `AI` model and `Constant`; it knows nothing of the screen or of the server.
public final class ConsViewModel {
    /// What the controller shows: the cons, and nothing else of the `AI` model.
    struct Response {
        var _cons = [String]()
    }

    // Model instance
    private(set) var ai: AI?

    // Reactive properties
    /// Alerts titled `Alert`: no cons, or the server's refusal (its own message, or its status when it gave none).
    let isErrorFree: Box<Content> = Box(Content())
    /// Alerts titled `Error`: an answer that could not be read.
    let isAnswerUsable: Box<Content> = Box(Content())

    // Worker
    private let worker: ConsWorker

    public init(_ ai: AI? = nil, worker: ConsWorker) {
        self.ai = ai
        self.worker = worker
    }

    func fetchCons(completionHandler: @escaping (ConsViewModel.Response?) -> Void) {
        worker.consWorkerProtocol.getCons { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ai):
                self.ai = ai
                let response = Response(_cons: ai.disadvantages ?? [])
                if response._cons.isEmpty {
                    isErrorFree.value = Content(status: false, message: Constant.NO_CONS)
                }
                completionHandler(response)

            case .failure(let error):
                switch error {
                case .failed(let msg):
                    isErrorFree.value = Content(status: false, message: msg)
                case .unreadable:
                    isAnswerUsable.value = Content(status: false, message: Constant.UNREADABLE_ANSWER)
                }
                completionHandler(nil)
            }
        }
    }
}
