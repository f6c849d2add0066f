import Testing

@testable import RHA

@Suite("ConsViewModel: the mirror image of Pros")
struct ConsViewModelTests {
    @Test("fetchCons hands back only the disadvantages")
    func fetchCons() {
        let fake = FakeConsWorker(.success(AI(advantages: ["No breaks"], disadvantages: ["High cost", "Lesser jobs"])))
        let viewModel = ConsViewModel(worker: ConsWorker(consWorkerProtocol: fake))
        var cons: [String]?
        viewModel.fetchCons { cons = $0?._cons }
        #expect(cons == ["High cost", "Lesser jobs"])
        #expect(fake.calls == 1)
    }

    @Test("An empty list reports NO_CONS, a failure the server's message")
    func consAlerts() {
        let fake = FakeConsWorker(.success(AI(disadvantages: [])))
        let viewModel = ConsViewModel(worker: ConsWorker(consWorkerProtocol: fake))
        let errors = ContentRecorder(viewModel.isErrorFree)
        viewModel.fetchCons { _ in }
        fake.result = .failure(.failed("Try later"))
        viewModel.fetchCons { _ in }
        #expect(
            errors.alerts == [
                Content(status: false, message: "No cons found"), Content(status: false, message: "Try later"),
            ])
    }
}
