import CLE
import HeadlessUI
import MiniRx
import Testing

@testable import Exercise7_2

/// A screen the tests can tell apart from the others when a stack goes wrong.
private final class NamedScreen: UIViewController {
    init(_ name: String) {
        super.init()
        title = name
    }
}

/// A navigation stack on screen: `under` screens with `top` above them (with none under it, `top` is the root), and
/// a scene whose action the test drives, to put in place of the top screen.
private final class StackOnScreen {
    let window = UIWindow()
    let navigation: UINavigationController
    let top = NamedScreen("top")
    let results = PublishSubject<String>()

    init(under: Int) {
        let screens = (0..<under).map { NamedScreen("under \($0 + 1)") } + [top]
        navigation = UINavigationController(rootViewController: screens[0])
        for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// The stack, by the screens' titles, bottom first.
    var stack: [String] { navigation.viewControllers.map { $0.title ?? "?" } }

    /// Puts the scene in place of the top screen, with `replaceTopScene`, and returns its subscription.
    func replaceTop(onError: @escaping () -> Void = {}, onCompleted: @escaping () -> Void = {}) -> any Disposable {
        let replace: (String) -> Observable<String> = navigation.replaceTopScene { [results] _ in
            NamedScreen("scene").scene { _ in results.asObservable() }
        }
        return replace("go").subscribe(onError: { _ in onError() }, onCompleted: onCompleted)
    }
}

@Suite("Exercise 7.2 — A stage function's inverse")
struct ReplacementCoordinatorTests {
    let file = "Exercise7_2/ReplacementCoordinator.swift"
    private let stage = StackOnScreen(under: 1)

    @Test("The replaced screen comes back when the scene's action completes, before the completion is passed on")
    func backOnCompletion() {
        var stackWhenCompleted: [String] = []
        _ = stage.replaceTop(onCompleted: { stackWhenCompleted = stage.stack })
        #expect(stage.stack == ["under 1", "scene"])

        stage.results.onCompleted()

        #expect(
            stackWhenCompleted == ["under 1", "top"],
            "dispose() must put the screen display() replaced back in the scene's place — in \(file)")
        #expect(
            stage.navigation.topViewController === stage.top,
            "The very screen that was replaced comes back — in \(file)")
        #expect(stage.window.takeProblems() == [])
    }

    @Test("The replaced screen comes back when the scene's action fails, before the error is passed on")
    func backOnError() {
        var stackWhenFailed: [String] = []
        _ = stage.replaceTop(onError: { stackWhenFailed = stage.stack })

        stage.results.onError(CancellationError())

        #expect(
            stackWhenFailed == ["under 1", "top"],
            "dispose() must put the replaced screen back when the action fails too — in \(file)")
        #expect(stage.window.takeProblems() == [])
    }

    @Test(
        "Disposing the scene puts the replaced screen back in its place, over the same screens, at any depth",
        arguments: [1, 2, 3])
    func backInItsPlace(under: Int) {
        let deep = StackOnScreen(under: under)
        let before = deep.stack
        let subscription = deep.replaceTop()
        #expect(deep.stack == before.dropLast() + ["scene"])

        subscription.dispose()

        #expect(
            deep.stack == before,
            "The stack should be as it was before the scene, \(before), yet it is \(deep.stack): undo the replacement, and only it — in \(file)"
        )
        #expect(deep.window.takeProblems() == [])
    }

    @Test("A scene that replaced the root screen gives the root back: a replaced root is undone like any other screen")
    func rootGivenBack() {
        let rootOnly = StackOnScreen(under: 0)
        let subscription = rootOnly.replaceTop()
        #expect(rootOnly.stack == ["scene"])

        subscription.dispose()

        #expect(
            rootOnly.stack == ["top"] && rootOnly.navigation.topViewController === rootOnly.top,
            "The scene is the root of its stack, and still it replaced a screen: put that one back — in \(file)")
        #expect(rootOnly.window.takeProblems() == [])
    }

    @Test("Screens pushed above the scene leave with it, and the replaced screen is back on top")
    func screensAboveLeave() {
        let subscription = stage.replaceTop()
        stage.navigation.pushViewController(NamedScreen("above 1"), animated: true)
        stage.navigation.pushViewController(NamedScreen("above 2"), animated: true)

        subscription.dispose()

        #expect(
            stage.stack == ["under 1", "top"],
            "The screens pushed on the scene go with it, as a pop back to the screen under it takes them, yet the stack is \(stage.stack) — in \(file)"
        )
        #expect(stage.window.takeProblems() == [])
    }

    @Test("Nothing is undone once the person has gone Back from the scene and moved on")
    func nothingOnceGoneBack() {
        let subscription = stage.replaceTop()
        stage.navigation.popViewController(animated: true)
        stage.navigation.pushViewController(NamedScreen("next"), animated: true)

        subscription.dispose()

        #expect(
            stage.stack == ["under 1", "next"],
            "The scene's screen has left its stack, so there is nothing to undo: leave the stack as the person made it — in \(file)"
        )
        #expect(stage.window.takeProblems() == [])
    }

    @Test("Nothing is undone once the scene's screen has left its stack and been freed")
    func nothingOnceFreed() {
        let coordinator: ReplacementCoordinator
        weak var freed: UIViewController?
        do {
            let scene = NamedScreen("scene")
            freed = scene
            coordinator = ReplacementCoordinator(navigation: stage.navigation, controller: scene)
            coordinator.display()
            stage.navigation.popViewController(animated: true)
        }
        stage.navigation.pushViewController(NamedScreen("next"), animated: true)
        #expect(freed == nil, "The test's premise: nothing holds the scene's screen once it has left its stack")

        coordinator.dispose()

        #expect(
            stage.stack == ["under 1", "next"],
            "The scene's screen is gone, so there is nothing to undo: leave the stack as the person made it — in \(file)"
        )
        #expect(stage.window.takeProblems() == [])
    }

    @Test("Nothing is undone for a screen the coordinator never displayed, even one in the stack")
    func nothingNeverDisplayed() {
        let pushed = NamedScreen("pushed")
        stage.navigation.pushViewController(pushed, animated: true)

        ReplacementCoordinator(navigation: stage.navigation, controller: pushed).dispose()
        ReplacementCoordinator(navigation: stage.navigation, controller: NamedScreen("elsewhere")).dispose()

        #expect(
            stage.stack == ["under 1", "top", "pushed"],
            "display() never ran, so dispose() has nothing to undo — in \(file)")
        #expect(stage.window.takeProblems() == [])
    }

    @Test("Undoing twice undoes once: the second time there is nothing left to undo")
    func undoneOnce() {
        let scene = NamedScreen("scene")
        let coordinator = ReplacementCoordinator(navigation: stage.navigation, controller: scene)
        coordinator.display()
        coordinator.dispose()
        stage.navigation.pushViewController(NamedScreen("next"), animated: true)

        coordinator.dispose()

        #expect(
            stage.stack == ["under 1", "top", "next"],
            "A replacement already undone is not undone again — in \(file)")
        #expect(stage.window.takeProblems() == [])
    }
}
