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

    /// A window showing the Products screen pushed over Home, the navigator over it, and a robot to read the screen.
    private func launch() -> (Robot, SortOrderNavigator) {
        let home = UIViewController()
        home.title = "Home"
        let products = UIViewController()
        products.title = "Products"
        let navigation = UINavigationController(rootViewController: home)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(products, animated: false)
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

    @Test("Subscribing pushes the choice: a button per order, and Back to keep the order as it is")
    func asks() throws {
        let (robot, navigator) = launch()
        let subscription = listen(to: navigator.chooseOrder(), Heard())
        defer { subscription.dispose() }
        #expect(
            robot.title == "Sort products" && robot.backButton == "Products",
            "Subscribing should push the Sort products screen over Products, yet the screen shows \(robot.title ?? "nothing"): push it inside Observable.create, in \(file)"
        )
        #expect(robot.buttons.contains("By name") && robot.buttons.contains("By price"))
        try robot.checkForProblems()
    }

    @Test("Nothing is pushed until someone subscribes: the answer is a recipe, not a screen already shown")
    func asksOnSubscription() {
        let (robot, navigator) = launch()
        let answer = navigator.chooseOrder()
        #expect(
            robot.title == "Products",
            "The Sort products screen was on show before anyone subscribed: push it inside Observable.create, when a subscriber comes, in \(file)"
        )
        let subscription = listen(to: answer, Heard())
        subscription.dispose()
    }

    @Test("Choosing sends that order once, then the end, and the screen goes back to the one under it")
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
        #expect(
            robot.title == "Products",
            "Choosing should take the Sort products screen away, back to Products, yet the screen shows \(robot.title ?? "nothing"): unlike an alert, a pushed screen does not leave by itself — pop it when the answer ends, in \(file)"
        )
        try robot.checkForProblems()
    }

    @Test("Going Back ends the answer without a value, and takes away nothing more")
    func goingBack() throws {
        let (robot, navigator) = launch()
        let heard = Heard()
        let subscription = listen(to: navigator.chooseOrder(), heard)
        defer { subscription.dispose() }
        try robot.goBack()
        #expect(
            heard.events == ["end"],
            "Back takes the Sort products screen away, so the answer ends with no order, yet the subscriber heard \(heard.events): hear the screen leave its stack (observeLifecycle) — in \(file)"
        )
        #expect(
            robot.title == "Products",
            "After Back the person is on Products, yet the screen shows \(robot.title ?? "nothing"): when the answer ends, pop only a screen of yours still on top — in \(file)"
        )
    }

    @Test("Disposing the answer before a choice takes the screen away")
    func disposing() {
        let (robot, navigator) = launch()
        let heard = Heard()
        let subscription = listen(to: navigator.chooseOrder(), heard)
        subscription.dispose()
        #expect(
            robot.title == "Products",
            "The subscription was disposed, yet the screen shows \(robot.title ?? "nothing"): pop the Sort products screen in the disposable you return, in \(file)"
        )
        #expect(heard.events.isEmpty)
    }
}
