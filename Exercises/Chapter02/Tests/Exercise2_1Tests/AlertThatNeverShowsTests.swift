import HeadlessUI
import RHA
import Testing

@testable import Exercise2_1

/// A Pros worker that answers at once with the result it was given.
private struct AnsweringProsWorker: ProsWorkerProtocol {
    let result: ProsWorkerResult<AI>

    func getPros(completionHandler: @escaping ProsWorkerHandler) {
        completionHandler(result)
    }
}

/// A screen that binds exactly the listener `ProsViewController` binds, then fetches.
private final class ListeningScreen: UIViewController {
    let viewModel: OriginalProsViewModel

    init(_ result: ProsWorkerResult<AI>) {
        viewModel = OriginalProsViewModel(worker: ProsWorker(prosWorkerProtocol: AnsweringProsWorker(result: result)))
        super.init()
    }

    func start() {
        viewModel.isErrorFree.bind { [weak self] content in
            guard let self, content.status == false else { return }
            Utility().raiseAlert(alertTitle: Constant.ALERT, alertMessage: content.message ?? "", viewController: self)
        }
        viewModel.fetchPros { _ in }
    }
}

@Suite("Exercise 2.1 — The alert that never shows")
struct AlertThatNeverShowsTests {
    private func run(_ result: ProsWorkerResult<AI>) throws -> Robot {
        let window = UIWindow()
        let screen = ListeningScreen(result)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let robot = Robot(window: window)
        screen.start()
        try robot.checkForProblems()
        return robot
    }

    @Test("A failure raises the alert, with the server's message")
    func failureRaisesAlert() throws {
        let robot = try run(.failure(.failed("Server is down")))
        #expect(
            robot.alert == ShownAlert(title: "Alert", message: "Server is down", actions: ["OK"]),
            "No alert: the listener only reacts to status == false. Set status as well as the message in Exercise2_1/OriginalProsViewModel.swift"
        )
    }

    @Test("One failure raises exactly one alert, carrying its message")
    func oneFailureOneCall() {
        let viewModel = OriginalProsViewModel(
            worker: ProsWorker(prosWorkerProtocol: AnsweringProsWorker(result: .failure(.failed("Server is down")))))
        var heard: [Content] = []
        viewModel.isErrorFree.bind { heard.append($0) }
        viewModel.fetchPros { _ in }
        #expect(
            heard.dropFirst().filter { !$0.status } == [Content(status: false, message: "Server is down")],
            "Every assignment to a Box calls its listener. Assign one whole Content (status false and the message) in Exercise2_1/OriginalProsViewModel.swift"
        )
    }

    @Test("Each failure raises exactly one alert, the second in a row too")
    func everyFailureOneCall() {
        let viewModel = OriginalProsViewModel(
            worker: ProsWorker(prosWorkerProtocol: AnsweringProsWorker(result: .failure(.failed("Server is down")))))
        var heard: [Content] = []
        viewModel.isErrorFree.bind { heard.append($0) }
        viewModel.fetchPros { _ in }
        viewModel.fetchPros { _ in }
        #expect(
            heard.dropFirst().filter { !$0.status }.count == 2,
            "Two failures should raise two alerts, yet the listener heard status false \(heard.dropFirst().filter { !$0.status }.count) times: once status is false, every assignment raises the alert again. Assign one whole Content in Exercise2_1/OriginalProsViewModel.swift"
        )
    }

    @Test("A success raises no alert")
    func successIsQuiet() throws {
        let robot = try run(.success(AI(advantages: ["No breaks"])))
        #expect(
            robot.alert == nil, "Only a failure should set status to false, in Exercise2_1/OriginalProsViewModel.swift")
    }
}
