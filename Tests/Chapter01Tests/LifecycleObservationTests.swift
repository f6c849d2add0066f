import HeadlessUI
import Testing

/// Writes every lifecycle event of `controller` to `journal` as `"<name> <event>"`, the way
/// ``JournalingViewController`` writes its own methods, so the two can be read in one order.
@discardableResult
private func journalEvents(
    of controller: UIViewController, as name: String, in journal: Journal
) -> LifecycleObservation {
    controller.observeLifecycle { event in journal.write("\(name) observed \(event)") }
}

@Suite("HeadlessUI: observing a view controller's life from outside")
struct LifecycleObservationTests {
    @Test("An observer hears each moment just after the controller's own method has run")
    func afterTheMethod() {
        let journal = Journal()
        let window = UIWindow()
        let screen = JournalingViewController("A", journal: journal)
        journalEvents(of: screen, as: "A", in: journal)

        window.rootViewController = screen
        window.makeKeyAndVisible()

        #expect(
            journal.take() == [
                "A viewDidLoad", "A observed viewDidLoad", "A viewWillAppear", "A observed viewWillAppear",
                "A viewDidAppear", "A observed viewDidAppear",
            ])
    }

    @Test("A popped screen is heard leaving its navigation controller, after it disappears")
    func popped() {
        let journal = Journal()
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let pushed = JournalingViewController("B", journal: journal)
        navigation.pushViewController(pushed, animated: true)
        journalEvents(of: pushed, as: "B", in: journal)
        _ = journal.take()

        navigation.popViewController(animated: true)

        #expect(
            journal.take() == [
                "B viewWillDisappear", "B observed viewWillDisappear", "B viewDidDisappear",
                "B observed viewDidDisappear", "B observed removedFromParent",
            ])
    }

    @Test("Screens popped together, and screens dropped from the stack, are each heard leaving")
    func poppedTogether() {
        let journal = Journal()
        let window = UIWindow()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let middle = UIViewController()
        let top = UIViewController()
        navigation.pushViewController(middle, animated: true)
        navigation.pushViewController(top, animated: true)
        journalEvents(of: middle, as: "middle", in: journal)
        journalEvents(of: top, as: "top", in: journal)

        navigation.popToViewController(root, animated: true)

        #expect(journal.take().filter { $0.hasSuffix("removedFromParent") }.count == 2)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.popToViewController(top, animated: true) == nil, "top is no longer in the stack")
    }

    @Test("A dismissed screen is heard being dismissed, after it disappears")
    func dismissed() {
        let journal = Journal()
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let presented = JournalingViewController("P", journal: journal)
        root.present(presented, animated: true)
        journalEvents(of: presented, as: "P", in: journal)
        _ = journal.take()

        presented.dismiss(animated: true)

        #expect(
            journal.take() == [
                "P viewWillDisappear", "P observed viewWillDisappear", "P viewDidDisappear",
                "P observed viewDidDisappear", "P observed dismissed",
            ])
    }

    @Test("A freed screen is heard being freed, last; observing it never keeps it alive")
    func deallocated() {
        let journal = Journal()
        var screen: UIViewController? = UIViewController()
        weak let watched = screen
        if let screen { journalEvents(of: screen, as: "S", in: journal) }

        screen = nil

        #expect(watched == nil)
        #expect(journal.take() == ["S observed deallocated"])
    }

    @Test("A cancelled observation hears nothing more, and cancelling after the screen is gone does nothing")
    func cancelled() {
        let journal = Journal()
        var screen: UIViewController? = UIViewController()
        let observation = screen.map { journalEvents(of: $0, as: "S", in: journal) }

        observation?.cancel()
        _ = screen?.view
        screen = nil
        observation?.cancel()

        #expect(journal.take().isEmpty)
    }
}
