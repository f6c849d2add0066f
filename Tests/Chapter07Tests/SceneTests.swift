import HeadlessUI
import MiniRx
import Testing

@testable import CLE

@Suite("Scene: a screen as an observable resource")
struct SceneTests {
    @Test("connect does not run when the scene is made, but once the view has loaded")
    func connectWaitsForTheView() {
        let screen = UIViewController()
        var connected = 0
        _ = screen.scene { _ in
            connected += 1
            return Observable<Void>.never()
        }
        #expect(connected == 0)

        screen.loadViewIfNeeded()
        screen.loadViewIfNeeded()

        #expect(connected == 1)
    }

    // snippet: cle-test-connect-after-attachment
    @Test("connect runs after the controller is attached: inside it, its navigation controller is already there")
    func connectAfterAttachment() {
        let stage = OnScreen()
        var navigationSeenByConnect: UINavigationController?
        let scene = UIViewController().scene { controller in
            navigationSeenByConnect = controller.navigationController
            return Observable<Void>.never()
        }

        let push: (String) -> Void = stage.navigation.pushScene(animated: true) { _ in scene }
        push("go")

        #expect(navigationSeenByConnect === stage.navigation)
    }
    // end-snippet

    @Test("connect runs after the controller is presented: inside it, its presenter is already there")
    func connectAfterPresentation() {
        let stage = OnScreen()
        var presenterSeenByConnect: UIViewController?
        let present: (String) -> Void = stage.root.presentScene(animated: true) { _ in
            UIViewController().scene { controller in
                presenterSeenByConnect = controller.presentingViewController
                return Observable<Void>.never()
            }
        }

        present("go")

        #expect(presenterSeenByConnect === stage.navigation)
    }

    @Test("A controller whose view has already loaded is connected at once")
    func alreadyLoaded() {
        let screen = UIViewController()
        screen.loadViewIfNeeded()
        var connected = false
        _ = screen.scene { _ in
            connected = true
            return Observable<Void>.never()
        }
        #expect(connected)
    }

    @Test("The action sends what connect returns, and completes when connect's sequence does")
    func actionForwardsConnect() {
        let screen = UIViewController()
        let results = PublishSubject<String>()
        let scene = screen.scene { _ in results.asObservable() }
        let recording = Recording<String>()
        _ = scene.action.subscribe(recording.observer)
        screen.loadViewIfNeeded()

        results.onNext("chosen")
        results.onCompleted()

        #expect(recording.events == [.next("chosen"), .completed])
    }

    @Test("The action completes when the controller is freed, even if connect's sequence never ends")
    func actionEndsWithTheController() {
        var screen: UIViewController? = UIViewController()
        let recording = Recording<Void>()
        if let scene = screen?.scene({ _ in Observable<Void>.never() }) {
            _ = scene.action.subscribe(recording.observer)
        }
        screen?.loadViewIfNeeded()
        #expect(!recording.isCompleted)

        screen = nil

        #expect(recording.isCompleted)
    }

    // snippet: cle-test-hot-action
    @Test("The action is hot: what the screen sends before anyone subscribes is lost")
    func hotActionDropsEarlyEvents() {
        let screen = UIViewController()
        let taps = PublishSubject<String>()
        let scene = screen.scene { _ in taps.asObservable() }
        screen.loadViewIfNeeded()
        taps.onNext("too early")

        let recording = Recording<String>()
        _ = scene.action.subscribe(recording.observer)
        taps.onNext("heard")

        #expect(recording.elements == ["heard"])
    }
    // end-snippet

    @Test("A scene holds its controller only weakly once the controller is shown and gone")
    func sceneDoesNotKeepTheController() {
        weak var watched: UIViewController?
        var action: Observable<Void>?
        do {
            let screen = UIViewController()
            watched = screen
            action = screen.scene { _ in Observable<Void>.never() }.action
            screen.loadViewIfNeeded()
        }
        #expect(watched == nil)
        #expect(action != nil)
    }

    @Test("configure runs connect once, after the view has loaded, and returns the controller")
    func configure() {
        let screen = UIViewController()
        var connected = 0
        let configured = screen.configure { _ in connected += 1 }
        #expect(configured === screen)
        #expect(connected == 0)

        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: configured)
        window.makeKeyAndVisible()
        screen.loadViewIfNeeded()

        #expect(connected == 1)
    }
}
