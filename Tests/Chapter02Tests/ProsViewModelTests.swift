import Testing

@testable import RHA

@Suite("ProsViewModel: business logic tested with a fake worker, no UI and no server")
struct ProsViewModelTests {
    let fake = FakeProsWorker()
    let viewModel: ProsViewModel
    let errors: ContentRecorder
    let unusable: ContentRecorder

    init() {
        viewModel = ProsViewModel(worker: ProsWorker(prosWorkerProtocol: fake))
        errors = ContentRecorder(viewModel.isErrorFree)
        unusable = ContentRecorder(viewModel.isAnswerUsable)
    }

    @Test("fetchPros asks the injected worker, and hands back only the advantages")
    func fetchUsesInjectedWorker() {
        var responses: [ProsViewModel.Response?] = []
        viewModel.fetchPros { responses.append($0) }
        #expect(fake.calls == 1)
        fake.answer(.success(AI(advantages: ["No breaks", "Error reduction"], disadvantages: ["High cost"])))
        #expect(responses.map { $0?._pros } == [["No breaks", "Error reduction"]])
        #expect(viewModel.ai?.disadvantages == ["High cost"])
        #expect(errors.alerts.isEmpty)
    }

    @Test("An empty list sets isErrorFree to status false with NO_PROS")
    func emptyListAlerts() {
        viewModel.fetchPros { _ in }
        fake.answer(.success(AI(advantages: [], disadvantages: nil)))
        #expect(errors.alerts == [Content(status: false, message: Constant.NO_PROS)])
    }

    // snippet: rha-test-status-false
    @Test("A failure sets status to false with the server's message in one assignment, so the alert shows once")
    func failureSetsStatusFalse() {
        var responses: [ProsViewModel.Response?] = []
        viewModel.fetchPros { responses.append($0) }
        fake.answer(.failure(.failed("Server is down")))
        #expect(errors.heard == [Content(), Content(status: false, message: "Server is down")])
        #expect(responses.count == 1 && responses[0] == nil)
    }
    // end-snippet

    @Test("An unreadable answer goes to isAnswerUsable, not to isErrorFree")
    func unusableAnswers() {
        viewModel.fetchPros { _ in }
        fake.answer(.failure(.unreadable))
        #expect(unusable.alerts == [Content(status: false, message: "The server's answer could not be read.")])
        #expect(errors.alerts.isEmpty)
    }

    @Test("A view model freed before the answer ignores it")
    func freedViewModelIgnoresAnswer() {
        let fake = FakeProsWorker()
        var called = false
        weak var weakViewModel: ProsViewModel?
        do {
            let viewModel = ProsViewModel(worker: ProsWorker(prosWorkerProtocol: fake))
            weakViewModel = viewModel
            viewModel.fetchPros { _ in called = true }
        }
        #expect(weakViewModel == nil)
        fake.answer(.success(AI(advantages: ["No breaks"])))
        #expect(!called)
    }
}
