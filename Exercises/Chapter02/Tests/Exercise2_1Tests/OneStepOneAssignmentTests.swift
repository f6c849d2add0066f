import HeadlessUI
import RHA
import Testing

@testable import Exercise2_1

/// A Pros worker that answers each request at once, with the next of the results it was given.
private final class AnsweringProsWorker: ProsWorkerProtocol {
    private var results: [ProsWorkerResult<AI>]

    init(_ results: [ProsWorkerResult<AI>]) {
        self.results = results
    }

    func getPros(completionHandler: @escaping ProsWorkerHandler) {
        guard !results.isEmpty else { return }
        completionHandler(results.removeFirst())
    }
}

/// A screen that binds the listener a Pros controller would: it redraws from every value it hears and raises the
/// alert a finished step asks for.
private final class ListeningScreen: UIViewController {
    let viewModel: ProsScreenViewModel
    private(set) var alertsRaised: [String] = []

    init(_ results: [ProsWorkerResult<AI>]) {
        viewModel = ProsScreenViewModel(worker: ProsWorker(prosWorkerProtocol: AnsweringProsWorker(results)))
        super.init()
    }

    func start() {
        viewModel.screen.bind { [weak self] screen in
            guard let self, !screen.isLoading, let message = screen.alert else { return }
            alertsRaised.append(message)
            Utility().raiseAlert(alertTitle: Constant.ALERT, alertMessage: message, viewController: self)
        }
    }
}

private typealias Screen = ProsScreenViewModel.Screen

@Suite("Exercise 2.1 — One step, one whole assignment")
struct OneStepOneAssignmentTests {
    let file = "Exercise2_1/ProsScreenViewModel.swift"

    /// What a listener bound before the fetches hears, after the value `bind` hands it at once.
    private func heard(fetching results: [ProsWorkerResult<AI>]) -> [Screen] {
        let viewModel = ProsScreenViewModel(worker: ProsWorker(prosWorkerProtocol: AnsweringProsWorker(results)))
        var heard: [Screen] = []
        viewModel.screen.bind { heard.append($0) }
        for _ in results { viewModel.fetchPros() }
        return Array(heard.dropFirst())
    }

    @Test("A failure reaches the listener once, whole: loading, then the alert")
    func failureHeardOnce() {
        let heard = heard(fetching: [.failure(.failed("Server is down"))])
        #expect(
            heard == [Screen(isLoading: true), Screen(alert: "Server is down")],
            "The listener heard \(heard.count) values: \(heard). Every assignment to a Box calls its listener, one field too: assign one whole Screen per step in \(file)"
        )
    }

    @Test("The pros reach the listener once, whole")
    func successHeardOnce() {
        let heard = heard(fetching: [.success(AI(advantages: ["No breaks", "Fast"]))])
        #expect(
            heard == [Screen(isLoading: true), Screen(pros: ["No breaks", "Fast"])],
            "The listener heard \(heard.count) values: \(heard). Assign the loaded Screen whole, in one assignment, in \(file)"
        )
    }

    @Test("A failure keeps the pros on screen, and the next fetch starts without the old alert")
    func failureKeepsThePros() {
        let heard = heard(fetching: [
            .success(AI(advantages: ["No breaks"])), .failure(.failed("Server is down")),
            .success(AI(advantages: ["Fast"])),
        ])
        #expect(
            heard == [
                Screen(isLoading: true), Screen(pros: ["No breaks"]),
                Screen(isLoading: true, pros: ["No breaks"]), Screen(pros: ["No breaks"], alert: "Server is down"),
                Screen(isLoading: true, pros: ["No breaks"]), Screen(pros: ["Fast"]),
            ],
            "The listener heard \(heard). Each step is one whole Screen: loading keeps the pros shown and drops the old alert; a failure keeps the pros and adds its alert — in \(file)"
        )
    }

    @Test("An answer that cannot be read raises the alert in the spec's words, over the pros on screen")
    func unreadableAnswer() {
        let heard = heard(fetching: [.success(AI(advantages: ["No breaks"])), .failure(.unreadable)])
        #expect(
            heard.last == Screen(pros: ["No breaks"], alert: "The server's answer could not be read."),
            "The last value heard was \(String(describing: heard.last)): an unreadable answer keeps the pros and says \"The server's answer could not be read.\" — in \(file)"
        )
        #expect(
            heard.count == 4,
            "Each step reaches the listener once: the listener heard \(heard.count) values for two fetches, in \(file)")
    }

    @Test("Each failure raises its alert once, on screen, and a success after them raises none")
    func everyFailureOneAlert() throws {
        let screen = ListeningScreen([
            .failure(.failed("Server is down")), .failure(.failed("Try again later")),
            .success(AI(advantages: ["Fast"])),
        ])
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let robot = Robot(window: window)
        screen.start()

        screen.viewModel.fetchPros()
        #expect(
            robot.alert == ShownAlert(title: "Alert", message: "Server is down", actions: ["OK"]),
            "The first failure should raise its alert, with the server's message (\(file))")
        if robot.alert != nil { try robot.tap("OK") }
        screen.viewModel.fetchPros()
        if robot.alert != nil { try robot.tap("OK") }
        screen.viewModel.fetchPros()
        if robot.alert != nil { try robot.tap("OK") }
        #expect(
            screen.alertsRaised == ["Server is down", "Try again later"],
            "Two failures then a success should raise two alerts, yet the listener raised \(screen.alertsRaised): each step must reach it once, whole, in \(file)"
        )
    }
}
