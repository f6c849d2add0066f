import AppCatalogue
import Backend
import HeadlessUI

extension TourStep {
    /// Takes one app through the whole of `script` on a fresh server, as `workbook tour` does: the unit the runtime
    /// benchmark (`Benchmarks/tour-bench`) times. Throws the first step's failure.
    @MainActor
    public static func runTour(_ script: [TourStep] = standardScript, in architecture: Architecture) throws {
        let server = Server()
        let robot = try Robot(launching: architecture.makeAppDelegate(server: server))
        for step in script {
            try step.perform(robot, server)
        }
    }
}
