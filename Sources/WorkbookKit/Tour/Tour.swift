import AppCatalogue
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
        let apps = architectures.map(TouredApp.init)
        var sections: [String] = []
        for (number, step) in script.enumerated() {
            let columns = apps.map { app in
                (heading: "\(app.architecture.moduleName) (chapter \(app.architecture.chapter))", text: app.take(step))
            }
            sections.append("Step \(number + 1) — \(step.caption)\n\n" + layout.render(columns))
        }
        return sections.joined(separator: "\n\n\n")
    }
}

/// One app on its own server, taken through the tour until a step fails; after that it only says why it stopped.
@MainActor
private final class TouredApp {
    let architecture: Architecture
    private let server = Server()
    private let robot: Robot?
    /// The first line of the error that stopped the tour for this app, if any.
    private var failure: String?

    init(_ architecture: Architecture) {
        self.architecture = architecture
        do {
            robot = try Robot(launching: architecture.makeAppDelegate(server: server))
        } catch {
            robot = nil
            failure = "could not launch: \(Self.firstLine(of: error))"
        }
    }

    /// Do `step` and return the screen as text, or say why this app cannot.
    func take(_ step: TourStep) -> String {
        guard let robot, failure == nil else { return "✗ stopped earlier: \(failure ?? "")" }
        do {
            try step.perform(robot, server)
            return robot.render()
        } catch {
            let reason = Self.firstLine(of: error)
            failure = reason
            return "✗ \(reason)\n\n" + robot.render()
        }
    }

    private static func firstLine(of error: any Error) -> String {
        String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
    }
}
