import AppCatalogue
import Backend
import HeadlessUI
import Testing

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
