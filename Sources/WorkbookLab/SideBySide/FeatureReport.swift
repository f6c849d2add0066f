import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookShell

/// `workbook side-by-side <feature>`: the code one feature's action ran in every app, one app under another, as
/// observed and recorded (``ObservedPaths``): per app the files, grouped by layer, each with the functions that ran and
/// the lines, cited by path and line so a reviewer can quote them. As text wrapped to the terminal (never cut), or as
/// Markdown whose every `file:line` is a link, to the repository's web address or relative to its root.
public struct FeatureReport {
    public let feature: ObservedPaths.FeaturePaths
    public let mechanism: String
    /// Each app and its path, in chapter order.
    public let paths: [(architecture: Architecture, path: ObservedPaths.Path)]

    /// `name`'s recorded paths in every app of `architectures`.
    public init(_ name: String, architectures: [Architecture] = Architecture.allCases, record: ObservedPaths) throws {
        guard let feature = record.features.first(where: { $0.name == name }) else {
            throw MetricError("`\(name)` was not recorded: run `swift run workbook side-by-side --record`.")
        }
        self.feature = feature
        mechanism = record.mechanism
        paths = try architectures.map { architecture in
            guard let path = feature.apps.first(where: { $0.module == architecture.moduleName }) else {
                throw MetricError("\(architecture.moduleName) was not recorded: run `workbook side-by-side --record`.")
            }
            return (architecture, path)
        }
    }

    public func text(width: Int) -> String {
        var lines = TextWrap.lines("\(feature.name): \(feature.summary)", width: width) + [""]
        lines += TextWrap.lines(mechanism, width: width)
        for (architecture, path) in paths {
            lines += [""] + TextWrap.lines(heading(architecture, path), width: width)
            var layer: String?
            for file in path.files {
                if file.layer != layer {
                    layer = file.layer
                    lines += Self.placed(file.layer, after: "  ", width: width)
                }
                let place = Self.inModule(file.path, module: architecture.moduleName)
                lines += Self.placed("lines " + Self.ranges(file.lines), after: "    \(place): ", width: width)
                for function in file.functions {
                    lines += Self.placed(function.name, after: "      :\(function.line) ", width: width)
                }
            }
            if !path.calls.isEmpty {
                lines += TextWrap.lines(
                    "In call order (first entry into each function):", width: width, prefix: "  ", indent: "  ")
                for (number, call) in path.calls.enumerated() {
                    let place = Self.inModule(call.path, module: architecture.moduleName) + ":\(call.line)"
                    lines += Self.placed(call.name + "  " + place, after: "    \(number + 1). ", width: width)
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Where the Markdown's links lead: `linkBase` before each file's path — a web address at one commit
    /// (``RepositoryWebAddress/filesBase``) for a pull request's comment, or nothing for links relative to the
    /// repository's root. Each link is a reference (`[`Router.swift:12`][3]`), its address listed once at the end,
    /// so that a line of the list stays as short as what it cites; prose is wrapped at ``markdownWidth``.
    public func markdown(linkBase: String = "") -> String {
        var addresses: [String] = []
        func link(_ text: String, _ path: String, _ line: Int) -> String {
            let address = linkBase + path + "#L\(line)"
            let number = (addresses.firstIndex(of: address) ?? addresses.count) + 1
            if number > addresses.count { addresses.append(address) }
            return "[`\(text)`][\(number)]"
        }
        var lines = ["### `\(feature.name)`: \(feature.summary)", ""]
        lines += TextWrap.lines(mechanism, width: Self.markdownWidth)
        for (architecture, path) in paths {
            lines += ["", "**\(heading(architecture, path))**", ""]
            var layer: String?
            for file in path.files {
                if file.layer != layer {
                    layer = file.layer
                    lines.append("- \(file.layer)")
                }
                let first = file.lines.first ?? 1
                lines.append(
                    "  - " + link("\(file.path):\(first)", file.path, first) + " lines \(Self.ranges(file.lines))")
                for function in file.functions {
                    lines.append("    - " + link(function.name, file.path, function.line))
                }
            }
            if !path.calls.isEmpty {
                lines += ["", "In call order (first entry into each function):", ""]
                for (number, call) in path.calls.enumerated() {
                    lines.append("\(number + 1). " + link(call.name, call.path, call.line))
                }
            }
        }
        lines += [""] + addresses.enumerated().map { "[\($0 + 1)]: \($1)" }
        return lines.joined(separator: "\n")
    }

    /// The width Markdown prose is wrapped at: Markdown joins the lines again, and the text stays readable as it is.
    public static let markdownWidth = 100

    private func heading(_ architecture: Architecture, _ path: ObservedPaths.Path) -> String {
        let counts = [
            (path.lines, "line"), (path.functions, "function"), (path.files.count, "file"),
            (path.layers.count, "layer"),
        ]
        let ran = counts.map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return "\(architecture.moduleName) (chapter \(architecture.chapter)): \(ran.joined(separator: ", ")) ran"
    }

    /// `3–7, 12, 15–16`.
    static func ranges(_ lines: [Int]) -> String {
        var parts: [String] = []
        var start: Int?
        var previous = 0
        for line in lines.sorted() + [Int.max] {
            if let first = start, line != previous + 1 {
                parts.append(first == previous ? String(first) : "\(first)–\(previous)")
                start = nil
            }
            if start == nil { start = line }
            previous = line
        }
        return parts.joined(separator: ", ")
    }

    /// `BusinessLayer/Router.swift`: the path inside the module.
    private static func inModule(_ path: String, module: String) -> String {
        let prefix = "Sources/\(module)/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `text` after its place `lead` (a file, a line number), wrapped under itself when the line would pass `width`,
    /// as it is written (``TextWrap/Mode/verbatim``): never cut, since the code is what the report exists to show.
    /// With less than 40 columns left after the place, the text starts on the next line, under a short indent.
    static func placed(_ text: String, after lead: String, width: Int) -> [String] {
        let shortIndent = "      "
        guard width - lead.count >= 40 else {
            return [lead.trailingSpacesTrimmed]
                + TextWrap.lines(text, width: width, prefix: shortIndent, indent: shortIndent, mode: .verbatim)
        }
        let indent = String(repeating: " ", count: lead.count)
        return TextWrap.lines(text, width: width, prefix: lead, indent: indent, mode: .verbatim)
    }
}
