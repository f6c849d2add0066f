import AppCatalogue
import Backend
import HeadlessUI
import WorkbookShell

/// `workbook tour`: the same script run in every app, each on a fresh server. After each step, what every app shows
/// alike is shown once; only where the apps differ are their screens set side by side (or one under another, when
/// they would not fit the width). With a ``TourTrace``, each step also lists the types each app passed through.
@MainActor
public struct Tour {
    public let architectures: [Architecture]
    public let script: [TourStep]
    public let width: Int
    public let trace: (any TourTrace)?

    public init(
        architectures: [Architecture] = Architecture.allCases, script: [TourStep] = TourStep.standardScript,
        width: Int = TerminalWidth.standard, trace: (any TourTrace)? = nil
    ) {
        self.architectures = architectures
        self.script = script
        self.width = width
        self.trace = trace
    }

    /// Runs the script in every app and returns, step by step, what they showed, as text.
    public func run() -> String {
        let apps = architectures.map(TouredApp.init)
        return script.enumerated().map { number, step in
            let screens = apps.map { (app: $0.architecture, screen: $0.take(step)) }
            let caption = TextWrap.lines(step.caption, width: width, prefix: "Step \(number + 1) — ", indent: "  ")
            return (caption + describe(screens) + passedThrough(step)).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// One screen for all when the apps agree; otherwise each different screen once, headed by the apps showing it.
    private func describe(_ screens: [(app: Architecture, screen: String)]) -> [String] {
        let headed = screens.map(\.screen).withoutRepeats.map { screen in
            let apps = screens.filter { $0.screen == screen }.map(\.app.moduleName)
            return (heading: apps.joined(separator: ", "), text: screen)
        }
        if headed.count == 1, let only = headed.first {
            let who = screens.count == 1 ? only.heading : "all \(screens.count) apps"
            return ["  The same in \(who):"] + indented(only.text)
        }
        let gap = 2
        let columnWidth = (width - 2 - gap * (headed.count - 1)) / headed.count
        if columnWidth >= 30 {
            let layout = ColumnLayout(columnWidth: columnWidth, columnsPerBand: headed.count)
            return ["  The apps differ:"] + indented(layout.render(headed))
        }
        return ["  The apps differ:"] + headed.flatMap { ["", "  \($0.heading):"] + indented($0.text, by: "    ") }
    }

    /// The types each app passed through in this step, when a trace can say.
    private func passedThrough(_ step: TourStep) -> [String] {
        guard let trace else { return [] }
        let known = architectures.compactMap { app in
            trace.types(passedThroughBy: app, in: step).map { (app, $0) }
        }
        guard !known.isEmpty else { return [] }
        return ["  Passed through:"]
            + known.flatMap { app, types in
                TextWrap.lines(
                    types.joined(separator: " → "), width: width, prefix: "    \(app.moduleName): ",
                    indent: String(repeating: " ", count: 6 + app.moduleName.count))
            }
    }

    /// The text's lines, indented and cut to the width.
    private func indented(_ text: String, by indent: String = "  ") -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            indent + Truncation.cut(line, toWidth: width - indent.count)
        }
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
