import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// The words every app shows when the server's answer cannot be used (DESIGN §2, "Edge rules").
enum Words {
    static let unreadable = "The server's answer could not be read."
    static let invalidReservationId = "Reservation id must be 1 to 8 digits"
    static let invalidPrice = "Price must be a positive number"
    static let emptyName = "Name must not be empty"

    /// What an error status without a readable message says instead.
    static func status(_ status: Int) -> String { "The server answered with status \(status)." }
}

/// The alert every app shows for an answer it cannot read.
let unreadableAlert = ShownAlert(title: "Error", message: Words.unreadable, actions: ["OK"])

/// Launch `architecture`'s app on `server` and hand back a robot on its first screen.
@MainActor
func launch(_ architecture: Architecture, on server: Server) throws -> Robot {
    let robot = try Robot(launching: architecture.makeAppDelegate(server: server))
    LaunchedRobots.current?.robots.append(robot)
    return robot
}

/// The 23 rows of the standard catalogue, as every app must show them.
let allCatalogueRows = SeedData.products.map { "\($0.name) — $" + String(format: "%.2f", $0.price) }

/// The robots the running test launched.
///
/// A robot step fails when the app misuses HeadlessUI during it. But an app can also misuse it between steps — while
/// the server delivers a held answer, say — and if the test ends there, no step is left to notice.
/// ``ReportsLateUIMisuse`` looks at every robot once the test is over.
final class LaunchedRobots {
    @TaskLocal static var current: LaunchedRobots?

    var robots: [Robot] = []

    /// Fail the test for each robot whose app misused HeadlessUI since its last step, then let go of the robots: a
    /// task started during the test keeps the test's task-local values, and with them this list, for as long as it
    /// runs, and the apps must not live that long.
    func reportProblems() {
        defer { robots = [] }
        for robot in robots {
            let problems = robot.window.takeProblems()
            guard !problems.isEmpty else { continue }
            let report = """
                The app misused the UI toolkit after the test's last step: \(problems.joined(separator: "; "))
                The screen shows:
                \(robot.render())
                """
            Issue.record(Comment(rawValue: report))
        }
    }
}

/// Fails a test whose app misused HeadlessUI after the robot's last step (see ``LaunchedRobots``).
/// Every conformance suite carries it: `@Suite("Home", .reportsLateUIMisuse)`.
struct ReportsLateUIMisuse: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let launched = LaunchedRobots()
        try await LaunchedRobots.$current.withValue(launched) { try await function() }
        await launched.reportProblems()
    }
}

extension Trait where Self == ReportsLateUIMisuse {
    static var reportsLateUIMisuse: Self { Self() }
}

/// Every pair of an `a` and a `b`, for a scenario that varies two things besides the app (Swift Testing takes at
/// most two argument collections: the apps, and these pairs).
nonisolated func everyPair<A: Sendable, B: Sendable>(_ a: [A], _ b: [B]) -> [(A, B)] {
    a.flatMap { first in b.map { (first, $0) } }
}

@Suite("The spec's harness")
struct HarnessTests {
    @Test("The late-misuse check lets go of the apps once it has looked at them")
    func lateMisuseCheckReleasesApps() throws {
        let launched = LaunchedRobots()
        weak var application: UIApplication?
        do {
            let robot = try Robot(launching: Architecture.baseline.makeAppDelegate(server: Server()))
            application = robot.application
            launched.robots.append(robot)
        }
        #expect(application != nil)

        launched.reportProblems()

        #expect(application == nil, "a task that outlives the test must not keep its apps alive")
    }
}
