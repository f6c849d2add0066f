import Foundation
import HeadlessUI
import MiniRx
import Testing

@testable import CLE

/// A window on screen whose root is a navigation controller around a plain screen: where the stage functions show
/// their scenes in these tests. Everything in it is real HeadlessUI.
final class OnScreen {
    let window = UIWindow()
    let root = UIViewController()
    let navigation: UINavigationController

    init() {
        navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// The screens presented over the root, bottom first.
    var presented: [UIViewController] {
        var screens: [UIViewController] = []
        var next = navigation.presentedViewController
        while let screen = next {
            screens.append(screen)
            next = screen.presentedViewController
        }
        return screens
    }

    /// Fails the test if HeadlessUI saw the code misuse it (presenting twice, pushing a screen twice, …).
    func expectNoProblems(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(window.takeProblems() == [], sourceLocation: sourceLocation)
    }
}

/// Records the events a subscription receives, without a scheduler.
final class Recording<Element> {
    private(set) var events: [Event<Element>] = []

    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in events.append(event) }
    }

    var elements: [Element] {
        events.compactMap(\.element)
    }

    var isCompleted: Bool {
        events.last.map { if case .completed = $0 { true } else { false } } ?? false
    }

    var error: (any Error)? {
        events.last?.error
    }
}

/// A product for tests, by id, name and price.
func product(_ id: Int, _ name: String, _ price: Double) -> Product {
    Product(id: Product.ID(rawValue: id), name: name, price: price)
}

/// The body of a JSON answer, as the server would send it.
func json(_ text: String) -> Data {
    Data(text.utf8)
}
