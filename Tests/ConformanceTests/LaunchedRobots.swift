import AppCatalogue
import Backend
import HeadlessUI
import Testing

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

/// Launch `architecture`'s app on `server` and hand back a robot on its first screen.
@MainActor
func launch(_ architecture: Architecture, on server: Server) throws -> Robot {
    let robot = try Robot(launching: architecture.makeAppDelegate(server: server))
    LaunchedRobots.current?.robots.append(robot)
    return robot
}
