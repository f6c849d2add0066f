import WorkbookRunner
import WorkbookShell

/// Keeps the figures in the chapters true: every `<!-- metrics: name args -->…<!-- end-metrics -->` block holds exactly
/// what its metric renders from the repository now.
///
/// Two shapes, both closed by `<!-- end-metrics -->`:
/// - inline, inside a sentence: `RHA has <!-- metrics: code-lines RHA -->922<!-- end-metrics --> lines of code.`
/// - a block, for tables: the opening marker alone on its line, the figure's lines, the closing marker alone on its line.
///
/// Markers inside a fenced code block are text, not figures (so a chapter can show the syntax).
public struct GeneratedFigures {
    /// What a pass found, and how the text reads with every figure rendered.
    public struct Result {
        public var text: String
        public var figures = 0
        /// Figures whose text differs from what their metric renders now.
        public var drifted: [String] = []
        /// Marker mistakes and metrics that could not be rendered.
        public var problems: [String] = []
    }

    static let opening = "<!-- metrics:"
    static let closing = "<!-- end-metrics -->"

    public let catalogue: MetricCatalogue
    public let context: MetricContext

    public init(catalogue: MetricCatalogue = .standard, context: MetricContext) {
        self.catalogue = catalogue
        self.context = context
    }

    /// Renders every figure of a markdown text, reporting those that differ from the text as it was.
    public func process(_ text: String, file: String) -> Result {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result = Result(text: text)
        result.problems += catalogue.duplicateNames.map { "Two metrics are named `\($0)`." }
        var fence: String?
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix { $0 == trimmed.first })
            } else if trimmed.hasPrefix(Self.opening), trimmed.hasSuffix("-->"), !trimmed.contains(Self.closing) {
                index = processBlock(at: index, lines: &lines, file: file, result: &result)
                continue
            } else if lines[index].contains(Self.opening) {
                lines[index] = processInline(lines[index], line: index + 1, file: file, result: &result)
            }
            index += 1
        }
        result.text = lines.joined(separator: "\n")
        return result
    }

    /// A block figure opening at `start`; returns the index after its closing marker.
    private func processBlock(at start: Int, lines: inout [String], file: String, result: inout Result) -> Int {
        let marker = lines[start].trimmingCharacters(in: .whitespaces)
        guard
            let close = lines[(start + 1)...].firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == Self.closing
            })
        else {
            result.problems.append("\(file):\(start + 1): `\(marker)` has no `\(Self.closing)` after it.")
            return lines.count
        }
        result.figures += 1
        let current = lines[(start + 1)..<close].joined(separator: "\n")
        guard let rendered = render(marker, line: start + 1, file: file, result: &result), rendered != current else {
            return close + 1
        }
        result.drifted.append("\(file):\(start + 1): `\(marker)` is out of date.")
        let replacement = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.replaceSubrange((start + 1)..<close, with: replacement)
        return start + 1 + replacement.count + 1
    }

    /// Every inline figure of one line, rendered.
    private func processInline(_ line: String, line number: Int, file: String, result: inout Result) -> String {
        var output = ""
        var rest = Substring(line)
        while let open = rest.range(of: Self.opening) {
            output += rest[..<open.lowerBound]
            guard let markerEnd = rest[open.upperBound...].range(of: "-->") else {
                result.problems.append("\(file):\(number): a `\(Self.opening)` marker is not closed with `-->`.")
                return line
            }
            let marker = String(rest[open.lowerBound..<markerEnd.upperBound])
            guard let close = rest[markerEnd.upperBound...].range(of: Self.closing) else {
                result.problems.append("\(file):\(number): `\(marker)` has no `\(Self.closing)` on its line.")
                return line
            }
            result.figures += 1
            let current = String(rest[markerEnd.upperBound..<close.lowerBound])
            let rendered = render(marker, line: number, file: file, result: &result) ?? current
            if rendered != current {
                result.drifted.append("\(file):\(number): `\(marker)` reads \(current), the code says \(rendered).")
            }
            output += marker + rendered + Self.closing
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    /// The figure a marker names, or nil (with a problem recorded) when it cannot be rendered.
    private func render(_ marker: String, line: Int, file: String, result: inout Result) -> String? {
        let words = marker.dropFirst(Self.opening.count).dropLast("-->".count).split(separator: " ").map(String.init)
        guard let name = words.first else {
            result.problems.append("\(file):\(line): `\(marker)` names no metric.")
            return nil
        }
        guard let metric = catalogue.named(name) else {
            let hint = UsageError.didYouMean(name, among: Array(catalogue.metrics.keys))
            result.problems.append("\(file):\(line): there is no metric `\(name)`.\(hint)")
            return nil
        }
        let arguments = Array(words.dropFirst())
        guard arguments.count == metric.parameters.count else {
            result.problems.append("\(file):\(line): `\(marker)` should read `\(metric.usage)`.")
            return nil
        }
        do {
            return try metric.render(context, arguments)
        } catch {
            result.problems.append("\(file):\(line): `\(marker)`: \(error)")
            return nil
        }
    }
}
