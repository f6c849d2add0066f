import HeadlessUI
import MiniRx
import Testing

@testable import CLE

/// A scene around a plain controller whose action the test drives.
private func drivenScene(_ results: PublishSubject<String>) -> Scene<String> {
    UIViewController().scene { _ in results.asObservable() }
}

@Suite("Stage: each way of showing a scene, and its inverse")
struct StageTests {
    let stage = OnScreen()

    // MARK: - presentScene

    // snippet: cle-test-present-inverse
    @Test("presentScene dismisses the scene when its action completes, before the completion is passed on")
    func presentThenComplete() {
        let results = PublishSubject<String>()
        let present: (String) -> Observable<String> = stage.root.presentScene(animated: true) { _ in
            drivenScene(results)
        }
        var presentedWhenCompleted: [UIViewController]?
        _ = present("go").subscribe(onCompleted: { presentedWhenCompleted = stage.presented })
        #expect(stage.presented.count == 1)

        results.onCompleted()

        #expect(presentedWhenCompleted?.isEmpty == true)
        stage.expectNoProblems()
    }
    // end-snippet

    @Test("presentScene dismisses the scene when its action fails, then passes the error on")
    func presentThenFail() {
        let results = PublishSubject<String>()
        let present: (String) -> Observable<String> = stage.root.presentScene(animated: true) { _ in
            drivenScene(results)
        }
        var presentedWhenFailed: [UIViewController]?
        var passedOn: APIError?
        _ = present("go").subscribe(onError: { error in
            presentedWhenFailed = stage.presented
            passedOn = error as? APIError
        })
        #expect(stage.presented.count == 1)

        results.onError(APIError.unreadable)

        #expect(presentedWhenFailed?.isEmpty == true)
        #expect(passedOn == .unreadable)
        stage.expectNoProblems()
    }

    @Test("presentScene dismisses the scene when its subscription is disposed")
    func presentThenDispose() {
        let results = PublishSubject<String>()
        let present: (String) -> Observable<String> = stage.root.presentScene(animated: true) { _ in
            drivenScene(results)
        }
        let subscription = present("go").subscribe()
        #expect(stage.presented.count == 1)

        subscription.dispose()

        #expect(stage.presented.isEmpty)
        stage.expectNoProblems()
    }

    @Test("presentScene passes on what the scene sends, and presents over whatever is already presented")
    func presentOverTheTop() {
        let first = PublishSubject<String>()
        let second = PublishSubject<String>()
        let presentFirst: (String) -> Void = stage.root.presentScene(animated: true) { _ in drivenScene(first) }
        let presentSecond: (String) -> Observable<String> = stage.root.presentScene(animated: true) { _ in
            drivenScene(second)
        }
        presentFirst("go")
        let recording = Recording<String>()
        _ = presentSecond("go").subscribe(recording.observer)

        second.onNext("chosen")

        #expect(stage.presented.count == 2)
        #expect(recording.elements == ["chosen"])
        stage.expectNoProblems()
    }

    @Test("Fire-and-forget presentScene leaves the scene on screen until its action completes")
    func presentFireAndForget() {
        let results = PublishSubject<String>()
        let present: (String) -> Void = stage.root.presentScene(animated: true) { _ in drivenScene(results) }

        present("go")
        results.onNext("ignored")
        #expect(stage.presented.count == 1)

        results.onCompleted()
        #expect(stage.presented.isEmpty)
    }

    // MARK: - pushScene

    @Test("pushScene pops the scene when its action completes, before the completion is passed on")
    func pushThenComplete() {
        let results = PublishSubject<String>()
        let push: (String) -> Observable<String> = stage.navigation.pushScene(animated: true) { _ in
            drivenScene(results)
        }
        var stackWhenCompleted: Int?
        _ = push("go").subscribe(onCompleted: { stackWhenCompleted = stage.navigation.viewControllers.count })
        #expect(stage.navigation.viewControllers.count == 2)

        results.onCompleted()

        #expect(stackWhenCompleted == 1)
        stage.expectNoProblems()
    }

    @Test("pushScene pops the scene when its action fails, then passes the error on")
    func pushThenFail() {
        let results = PublishSubject<String>()
        let push: (String) -> Observable<String> = stage.navigation.pushScene(animated: true) { _ in
            drivenScene(results)
        }
        var stackWhenFailed: Int?
        var passedOn: APIError?
        _ = push("go").subscribe(onError: { error in
            stackWhenFailed = stage.navigation.viewControllers.count
            passedOn = error as? APIError
        })
        #expect(stage.navigation.viewControllers.count == 2)

        results.onError(APIError.unreadable)

        #expect(stackWhenFailed == 1)
        #expect(passedOn == .unreadable)
        stage.expectNoProblems()
    }

    @Test("pushScene pops the scene, and every screen pushed above it, when its subscription is disposed")
    func pushThenDispose() {
        let push: (String) -> Observable<String> = stage.navigation.pushScene(animated: true) { _ in
            drivenScene(PublishSubject())
        }
        let subscription = push("go")
            .subscribe()
        stage.navigation.pushViewController(UIViewController(), animated: true)
        #expect(stage.navigation.viewControllers.count == 3)

        subscription.dispose()

        #expect(stage.navigation.viewControllers.count == 1)
        stage.expectNoProblems()
    }

    // MARK: - showScene

    @Test("showScene pushes the scene in a navigation controller, and pops it when its action completes")
    func showThenComplete() {
        let results = PublishSubject<String>()
        let show: (String) -> Void = stage.root.showScene { _ in drivenScene(results) }

        show("go")
        #expect(stage.navigation.viewControllers.count == 2)

        results.onCompleted()
        #expect(stage.navigation.viewControllers.count == 1)
        stage.expectNoProblems()
    }

    @Test("showScene pops the scene when its subscription is disposed")
    func showThenDispose() {
        let show: (String) -> Observable<String> = stage.root.showScene { _ in drivenScene(PublishSubject()) }
        let subscription = show("go").subscribe()

        subscription.dispose()

        #expect(stage.navigation.viewControllers.count == 1)
    }

    // MARK: - Removing itself

    @Test("dismissSelf dismisses a presented screen before its action ends, then sends once and completes")
    func dismissSelf() {
        let done = PublishSubject<Void>()
        let present: (String) -> Observable<Void> = stage.root.presentScene(animated: true) { _ in
            UIViewController().scene { controller in
                done.flatMapFirst { controller.rx.dismissSelf(animated: true) }.take(1)
            }
        }
        var presentedWhenSent: [UIViewController]?
        _ = present("go").subscribe(onNext: { presentedWhenSent = stage.presented })
        #expect(stage.presented.count == 1)

        done.onNext(())

        #expect(presentedWhenSent?.isEmpty == true)
        stage.expectNoProblems()
    }

    @Test("popSelf pops a pushed screen; on a screen that was not pushed it does nothing")
    func popSelf() {
        let recording = Recording<Void>()
        _ = stage.root.rx.popSelf(animated: true).subscribe(recording.observer)
        #expect(recording.events.count == 2)
        #expect(stage.navigation.viewControllers.count == 1)

        let pushed = UIViewController()
        stage.navigation.pushViewController(pushed, animated: true)
        _ = pushed.rx.popSelf(animated: true).subscribe()

        #expect(stage.navigation.viewControllers.count == 1)
    }

    @Test("call runs a stage closure once and returns what its scene reports; final runs one and forgets it")
    func imperativeHelpers() throws {
        let answers = PublishSubject<String>()
        let recording = Recording<String>()
        _ = call(stage.root.presentScene(animated: true) { drivenScene(answers) }).subscribe(recording.observer)
        answers.onNext("chosen")
        answers.onCompleted()
        #expect(recording.events == [.next("chosen"), .completed])

        final(stage.root.presentScene(animated: true) { drivenScene(PublishSubject()) })
        #expect(stage.presented.count == 1)
    }

    // MARK: - Flows and memory

    // snippet: cle-test-flow-unwinds
    @Test("A flow that completes unwinds every child it showed, and its own screen")
    func flowUnwinds() {
        let phoneScreen = PublishSubject<String>()
        let codeScreen = PublishSubject<String>()
        let passwordScreen = PublishSubject<String>()
        func forgotPasswordFlow() -> Scene<String> {
            let first = drivenScene(phoneScreen)
            let host = first.controller
            let code = first.action.flatMapFirst(host.presentScene(animated: true) { _ in drivenScene(codeScreen) })
            let reset = code.flatMapFirst(host.presentScene(animated: true) { _ in drivenScene(passwordScreen) })
            return Scene(controller: first.controller, action: reset.take(1))
        }
        let present: (String) -> Void = stage.root.presentScene(animated: true) { _ in forgotPasswordFlow() }
        present("go")
        phoneScreen.onNext("phone number")
        codeScreen.onNext("one-time code")
        #expect(stage.presented.count == 3)

        passwordScreen.onNext("new password")

        #expect(stage.presented.isEmpty)
        stage.expectNoProblems()
    }
    // end-snippet

    @Test("A screen is freed once its scene has ended, and a late result from it changes nothing")
    func screenFreedWhenSceneEnds() {
        let results = PublishSubject<String>()
        weak var watched: UIViewController?
        let present: (String) -> Observable<String> = stage.root.presentScene(animated: true) { _ in
            let scene = drivenScene(results)
            watched = scene.controller
            return scene
        }
        let recording = Recording<String>()
        _ = present("go").subscribe(recording.observer)
        #expect(watched != nil)

        results.onCompleted()
        results.onNext("too late")

        #expect(watched == nil)
        #expect(recording.events.count == 1)
        #expect(recording.isCompleted)
    }
}
