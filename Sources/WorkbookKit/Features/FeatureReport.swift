import AppCatalogue
import ArchitectureRules
import Foundation

/// `workbook side-by-side <feature>`: the path one feature takes through every app's code, one app under another,
/// each file cited by path and line so a reviewer can quote it; as text wrapped to the terminal (never cut), or as
/// Markdown whose every `file:line` is a link relative to the repository's root.
public struct FeatureReport {
    public let feature: Feature
    /// Each app and its path, in chapter order.
    public let paths: [(architecture: Architecture, path: FeaturePath)]

    /// Follows `feature` through every app in `architectures`, reading the repository at `root`.
    public init(_ feature: Feature, architectures: [Architecture] = Architecture.allCases, root: URL) throws {
        self.feature = feature
        paths = try architectures.map { architecture in
            let module = architecture.moduleName
            let scan = DependencyScan(module: module, in: try SourceTree(root: root, app: module))
            let book = RuleBook.named(module)
            return (architecture, FeaturePath(feature, in: scan, compositionRoot: book?.compositionRoot ?? []))
        }
    }

    /// How to read the arrows.
    static let legend =
        "→ names the next file's type · ⇢ implemented, subclassed or extended there · ← named by it (an answer on "
        + "its way back). Found by the workbook's scanner (Sources/WorkbookKit/Features/FeaturePath.swift)."

    /// The report as text no wider than `width`.
    public func text(width: Int) -> String {
        var lines = TextWrapping.wrap("\(feature.name): \(feature.summary)", width: width) + [""]
        lines += TextWrapping.wrap(Self.legend, width: width)
        for (architecture, path) in paths {
            lines.append("")
            lines += TextWrapping.wrap(heading(architecture, path), width: width)
            let location = path.stops.map { Self.location($0, module: architecture.moduleName) }
            let column = (location.map(\.count).max() ?? 0) + 2
            for (stop, place) in zip(path.stops, location) {
                let lead = "  \(stop.arrival.rawValue) " + place.padding(toLength: column, withPad: " ", startingAt: 0)
                lines += Self.wrapped(stop.quote, lead: lead, width: width)
            }
            if let gap = path.gap { lines += TextWrapping.wrap("  ✗ \(gap)", width: width) }
        }
        return lines.joined(separator: "\n")
    }

    /// The report as Markdown, for pasting into a review.
    public func markdown() -> String {
        var lines = ["### `\(feature.name)`: \(feature.summary)", "", Self.legend]
        for (architecture, path) in paths {
            lines += ["", "**\(heading(architecture, path))**", ""]
            lines += path.stops.map { stop in
                let quote = stop.quote.replacingOccurrences(of: "`", with: "'")
                let link = "[`\(stop.path):\(stop.line)`](\(stop.path)#L\(stop.line))"
                return "- \(stop.arrival == .start ? "" : stop.arrival.rawValue + " ")\(link) `\(quote)`"
            }
            if let gap = path.gap { lines.append("- ✗ \(gap)") }
        }
        return lines.joined(separator: "\n")
    }

    private func heading(_ architecture: Architecture, _ path: FeaturePath) -> String {
        let files = path.files.count
        let types = path.types.count
        return "\(architecture.moduleName) (chapter \(architecture.chapter)): \(files) file\(files == 1 ? "" : "s"), "
            + "\(types) type\(types == 1 ? "" : "s")"
    }

    /// `ViewModels/ReservationsViewModel.swift:3`: the path inside the module.
    private static func location(_ stop: FeaturePath.Stop, module: String) -> String {
        let prefix = "Sources/\(module)/"
        let inModule = stop.path.hasPrefix(prefix) ? String(stop.path.dropFirst(prefix.count)) : stop.path
        return "\(inModule):\(stop.line)"
    }

    /// `lead` then `code`, the code wrapped under itself when the line would pass `width`: never cut, since the
    /// code is what the report exists to show. A word longer than the room left is broken where the room ends.
    static func wrapped(_ code: String, lead: String, width: Int) -> [String] {
        // With less than 40 columns left after the place, the code starts on the next line.
        if width - lead.count < 40, lead.count < width {
            let trimmed = String(lead.reversed().drop { $0 == " " }.reversed())
            return [trimmed] + wrapped(code, lead: "      ", width: width)
        }
        let indent = String(repeating: " ", count: lead.count)
        let room = max(20, width - lead.count)
        var pieces: [String] = []
        var line = ""
        for word in code.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            if !line.isEmpty, line.count + 1 + word.count > room {
                pieces.append(line)
                line = ""
            }
            while word.count > room {
                pieces.append(line + word.prefix(room - line.count))
                word = String(word.dropFirst(room - line.count))
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        pieces.append(line)
        return pieces.enumerated().map { ($0.offset == 0 ? lead : indent) + $0.element }
    }
}

/// Wraps prose to a width at spaces.
enum TextWrapping {
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
