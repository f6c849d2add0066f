import Backend
import HeadlessUI

/// `workbook tour`: the same script run in every app, each on a fresh server, with the screens side by side
/// after every step. Where an app cannot do a step, its column says why.
@MainActor
public struct Tour {
    public let architectures: [Architecture]
    public let script: [TourStep]
    public let layout: SideBySide

    public init(
        architectures: [Architecture] = Architecture.allCases,
        script: [TourStep] = TourStep.standardScript,
        layout: SideBySide = SideBySide()
    ) {
        self.architectures = architectures
        self.script = script
        self.layout = layout
    }

    /// Run the script in every app and return each step's screens, side by side, as text.
    public func run() -> String {
        var apps: [(architecture: Architecture, server: Server, robot: Robot?, failure: String?)] = architectures.map {
            let server = Server()
            do {
                return ($0, server, try Robot(launching: $0.makeAppDelegate(server: server)), nil)
            } catch {
                return ($0, server, nil, "could not launch: \(error)")
            }
        }
        var sections: [String] = []
        for (number, step) in script.enumerated() {
            var columns: [(heading: String, text: String)] = []
            for index in apps.indices {
                let app = apps[index]
                let heading = "\(app.architecture.moduleName) (chapter \(app.architecture.chapter))"
                guard let robot = app.robot, app.failure == nil else {
                    columns.append((heading, "✗ stopped earlier: \(app.failure ?? "")"))
                    continue
                }
                do {
                    try step.perform(robot, app.server)
                    columns.append((heading, robot.render()))
                } catch {
                    let firstLine = String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
                    apps[index].failure = firstLine
                    columns.append((heading, "✗ \(firstLine)\n\n" + robot.render()))
                }
            }
            sections.append("Step \(number + 1) — \(step.caption)\n\n" + layout.render(columns))
        }
        return sections.joined(separator: "\n\n\n")
    }
}
