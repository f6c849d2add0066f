import Backend
import HeadlessUI
import RHA
import Testing

@testable import Exercise2_3

/// A router that writes down every destination it is asked to show, then shows it.
private final class RecordingRouter: Router {
    private(set) var shown: [Destination] = []

    override func show(_ destination: Destination) {
        shown.append(destination)
        super.show(destination)
    }
}

@Suite("Exercise 2.3 — Routing out of the view controllers")
struct RoutingTests {
    /// A server whose pros and cons are not the seed's, so a screen built on another server shows.
    let server = Server(pros: ["Tireless", "Never bored"], cons: ["Costly"])

    /// A window showing `RoutedHomeViewController` in a navigation controller the router pushes onto.
    private func launch() -> (Robot, RecordingRouter) {
        let router = RecordingRouter(dependencies: AppDependencies(server: server))
        let navigation = UINavigationController(rootViewController: RoutedHomeViewController(router: router))
        router.navigationController = navigation
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (Robot(window: window), router)
    }

    @Test(
        "The router builds each screen around its worker",
        arguments: [
            (Destination.pros, "Pros"), (.cons, "Cons"), (.reservations, "Reservations"), (.products, "Products"),
            (.product(Product(id: 9, name: "Widget", price: 2)), "Widget"),
        ])
    func buildsScreens(destination: Destination, title: String) {
        let router = Router(dependencies: AppDependencies(server: server))
        let screen = router.viewController(for: destination)
        #expect(
            screen?.title == title,
            "viewController(for: .\(destination)) should build the \(title) screen, in Exercise2_3/Router.swift")
    }

    @Test("Each screen the router builds is the app's own screen for its destination, not just one with its title")
    func buildsTheAppsScreens() {
        let router = Router(dependencies: AppDependencies(server: server))
        let expected: [(Destination, String, (UIViewController?) -> Bool)] = [
            (.pros, "ProsViewController", { $0 is ProsViewController }),
            (.cons, "ConsViewController", { $0 is ConsViewController }),
            (.reservations, "ReservationsViewController", { $0 is ReservationsViewController }),
            (.products, "ProductsViewController", { $0 is ProductsViewController }),
            (
                .product(Product(id: 9, name: "Widget", price: 2)), "ProductViewController",
                { $0 is ProductViewController }
            ),
        ]
        for (destination, name, isRight) in expected {
            let screen = router.viewController(for: destination)
            #expect(
                isRight(screen),
                "viewController(for: .\(destination)) built \(screen.map { "a \(type(of: $0))" } ?? "nothing"), not the app's own screen: build RHA's \(name) around its view model, in Exercise2_3/Router.swift"
            )
        }
    }

    @Test("Home's buttons ask the router, which pushes a working screen on the app's own server")
    func homeRoutesThroughRouter() throws {
        let (robot, router) = launch()
        let screens: [(button: String, destination: Destination, rows: [String]?)] = [
            ("Pros", .pros, server.pros), ("Cons", .cons, server.cons), ("Reservations", .reservations, nil),
            ("Products", .products, nil),
        ]
        for (index, screen) in screens.enumerated() {
            try robot.tap(screen.button)
            #expect(
                router.shown == screens.prefix(index + 1).map(\.destination),
                "Tapping \(screen.button) should ask the router to show its screen, in Exercise2_3/RoutedHomeViewController.swift; the router was asked for \(router.shown)"
            )
            #expect(
                robot.title == screen.button,
                "The router should push the \(screen.button) screen, in Exercise2_3/Router.swift")
            if let rows = screen.rows {
                #expect(
                    robot.rows == rows,
                    "\(screen.button) shows \(robot.rows), not the app's server's \(rows): build it from `dependencies`, in Exercise2_3/Router.swift"
                )
            }
            guard robot.title == screen.button else { return }
            try robot.goBack()
        }
        try robot.tap("Products")
        #expect(robot.rows.count == 10)
    }
}
