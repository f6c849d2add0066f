import HeadlessUI
import MiniTCA
import Testing

@testable import Unidirectional

/// The slot that keeps a presented screen in step with the state.
@Suite("Screen slots: what is on show follows the state")
struct ScreenSlotTests {
    @Test("An alert closed by its button is shown again when the state holds an equal alert in the same turn")
    func equalAlertShownAgain() async throws {
        let host = UIViewController()
        let window = UIWindow()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let robot = Robot(window: window)
        let slot = ScreenSlot<AlertState<Never>>()
        let failure = AlertState<Never>.error(.refused(status: 503, message: "Still down"))
        func show(_ alert: AlertState<Never>?) {
            slot.show(alert, from: host) { (UIAlertController(state: $0) { _ in }, .present) }
        }

        show(failure)
        try robot.tap("OK")
        #expect(robot.alert == nil)
        show(failure)

        #expect(robot.alert == ShownAlert(title: "Error", message: "Still down", actions: ["OK"]))
        show(nil)
        #expect(robot.alert == nil)
    }
}
