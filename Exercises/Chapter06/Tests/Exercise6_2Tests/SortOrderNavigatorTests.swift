import HeadlessUI
import MiniRx
import Testing

@testable import Exercise6_2

/// What a subscriber to the navigator's answer heard, in words.
private final class Heard {
    var events: [String] = []
}

@Suite("Exercise 6.2 — A navigator's result: the choice, once, then the end")
struct SortOrderNavigatorTests {
    let file = "Exercise6_2/SortOrderNavigator.swift"
    let question = ShownAlert(
        title: "Sort products", message: "By what?", actions: ["By name", "By price", "Keep as it is"])

    /// A window showing a screen in a navigation controller, the navigator over it, and a robot to read the screen.
    private func launch() -> (Robot, SortOrderNavigator) {
        let screen = UIViewController()
        screen.title = "Products"
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (Robot(window: window), SortOrderNavigator(navigationController: navigation))
    }

    private func listen(to answer: Observable<ProductOrder>, _ heard: Heard) -> any Disposable {
        answer.subscribe { event in
            switch event {
            case .next(let order): heard.events.append("\(order)")
            case .error: heard.events.append("error")
            case .completed: heard.events.append("end")
            }
        }
    }

    @Test("Subscribing asks the question: an action per order, and one to keep the order as it is")
    func asks() {
        let (robot, navigator) = launch()
        let subscription = listen(to: navigator.chooseOrder(), Heard())
        defer { subscription.dispose() }
        #expect(
            robot.alert == question,
            "Subscribing should present \(question), yet the screen shows \(robot.alert.map { "\($0)" } ?? "no alert"): present a UIAlertController inside Observable.create, in \(file)"
        )
    }

    @Test("Nothing is asked until someone subscribes: the answer is a recipe, not a question already on screen")
    func asksOnSubscription() {
        let (robot, navigator) = launch()
        let answer = navigator.chooseOrder()
        #expect(
            robot.alert == nil,
            "The question was on screen before anyone subscribed: ask inside Observable.create, when a subscriber comes, in \(file)"
        )
        let subscription = listen(to: answer, Heard())
        subscription.dispose()
    }

    @Test("Choosing sends that order once, then the end, and the question goes")
    func choosing() throws {
        let (robot, navigator) = launch()
        let heard = Heard()
        let subscription = listen(to: navigator.chooseOrder(), heard)
        defer { subscription.dispose() }
        try robot.tap("By price")
        #expect(
            heard.events == ["byPrice", "end"],
            "Choosing By price should send byPrice, then the end, yet the subscriber heard \(heard.events): a result that never ends keeps whoever waits on it waiting — in \(file)"
        )
        #expect(robot.alert == nil)
    }

    @Test("Keeping the order as it is ends the answer without a value")
    func keeping() throws {
        let (robot, navigator) = launch()
        let heard = Heard()
        let subscription = listen(to: navigator.chooseOrder(), heard)
        defer { subscription.dispose() }
        try robot.tap("Keep as it is")
        #expect(heard.events == ["end"], "Keep as it is ends the answer with no order — in \(file)")
    }

    @Test("Disposing the answer before a choice takes the question away")
    func disposing() {
        let (robot, navigator) = launch()
        let heard = Heard()
        let subscription = listen(to: navigator.chooseOrder(), heard)
        subscription.dispose()
        #expect(
            robot.alert == nil,
            "The subscription was disposed, yet the question is still on screen: dismiss it in the disposable you return, in \(file)"
        )
        #expect(heard.events.isEmpty)
    }
}
