import Backend
import HeadlessUI

/// One feature run in one app, as `side-by-side --record` observes it: a fresh app on a fresh server brought to where
/// the action starts, then `before`, the action, `after` — so what `before` and `after` measure is the action alone.
public enum FeatureRun {
    /// A run that could not be made.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(_ description: String) {
            self.description = description
        }
    }

    /// Launches `architecture`'s app, prepares `feature`, and runs its action between `before` and `after`.
    @MainActor
    public static func run(
        _ feature: Feature, in architecture: Architecture, before: () throws -> Void, after: () throws -> Void
    ) throws {
        let server = Server()
        let robot = try Robot(launching: architecture.makeAppDelegate(server: server))
        do {
            try feature.prepare(robot, server)
            try before()
            try feature.act(robot, server)
            try after()
        } catch {
            throw Failure("\(feature.name) in \(architecture.moduleName): \(error)")
        }
    }
}
