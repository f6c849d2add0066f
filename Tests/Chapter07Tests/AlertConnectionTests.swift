import HeadlessUI
import MiniRx
import Testing

@testable import CLE

@Suite("connectOK and connectChoice: alerts as scenes")
struct AlertConnectionTests {
    let stage = OnScreen()

    @Test("connectOK shows one OK button; tapping it sends once, completes, and leaves nothing on screen")
    func connectOK() throws {
        let present: (String) -> Observable<Void> = stage.root.presentScene(animated: true) { _ in
            UIAlertController(title: "Greeting", message: "Hello", preferredStyle: .alert).scene { $0.connectOK() }
        }
        let recording = Recording<Void>()
        _ = present("go").subscribe(recording.observer)
        let robot = Robot(window: stage.window)
        #expect(robot.alert == ShownAlert(title: "Greeting", message: "Hello", actions: ["OK"]))

        try robot.tap("OK")

        #expect(recording.events.count == 2)
        #expect(recording.isCompleted)
        #expect(robot.alert == nil)
        stage.expectNoProblems()
    }

    @Test("connectChoice offers each choice in its style, then Cancel; it sends the choice tapped, or nil for Cancel")
    func connectChoice() throws {
        let present: (String) -> Observable<String?> = stage.root.presentScene(animated: true) { _ in
            UIAlertController(title: "Which one?", message: nil, preferredStyle: .actionSheet).scene {
                $0.connectChoice(
                    choices: ["This one", "That one"], style: { $0 == "That one" ? .destructive : .default })
            }
        }
        let robot = Robot(window: stage.window)
        var chosen: [String?] = []

        _ = present("go").subscribe(onNext: { chosen.append($0) })
        #expect(robot.alert?.actions == ["This one", "That one", "Cancel"])
        #expect(robot.styleOfAlertAction("That one") == .destructive)
        #expect(robot.styleOfAlertAction("Cancel") == .cancel)
        try robot.tap("That one")

        _ = present("go").subscribe(onNext: { chosen.append($0) })
        try robot.tap("Cancel")

        #expect(chosen == ["That one", nil])
        #expect(robot.alert == nil)
    }

    @Test("connectChoice titles a choice by its description")
    func choiceDescription() throws {
        let present: (String) -> Observable<Int?> = stage.root.presentScene(animated: true) { _ in
            UIAlertController(title: "How many?", message: nil, preferredStyle: .alert).scene {
                $0.connectChoice(choices: [1, 2], description: { "\($0) items" }, cancelTitle: "None")
            }
        }
        let robot = Robot(window: stage.window)
        var chosen: [Int?] = []
        _ = present("go").subscribe(onNext: { chosen.append($0) })

        #expect(robot.alert?.actions == ["1 items", "2 items", "None"])
        try robot.tap("2 items")
        #expect(chosen == [2])
    }

    @Test("An alert is freed once it has been answered")
    func alertFreed() throws {
        weak var watched: UIAlertController?
        let present: (String) -> Void = stage.root.presentScene(animated: true) { _ in
            let alert = UIAlertController(title: "Alert", message: "No pros found", preferredStyle: .alert)
            watched = alert
            return alert.scene { $0.connectOK() }
        }
        present("go")
        #expect(watched != nil)

        try Robot(window: stage.window).tap("OK")

        #expect(watched == nil)
    }
}
