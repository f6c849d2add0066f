import Foundation
import WorkbookShell

/// Reads the snippets marked in the workbook's Swift sources (under `Sources/`, `Tests/`, `Exercises/` and `Changes/`).
public struct SnippetSources: Sendable {
    public private(set) var snippets: [String: Snippet] = [:]
    /// Marker mistakes: a name used twice, a snippet never ended, an end without a start, a marker between a doc
    /// comment and its declaration (markers go above doc comments, so that excerpts keep them).
    public private(set) var problems: [String] = []

    public init() {}

    /// Scans every Swift file under the given folders of `root` (hidden folders such as `.build` are skipped).
    public init(root: URL, folders: [String] = ["Sources", "Tests", "Exercises", "Changes"]) {
        for folder in folders {
            for file in SourceFolder.swiftFiles(under: root.appendingPathComponent(folder), relativeTo: root) {
                guard let text = TextFile.read(root.appendingPathComponent(file)) else { continue }
                add(text: text, file: file)
            }
        }
    }

    /// Reads the markers of one file's text.
    public mutating func add(text: String, file: String) {
        var open: (name: String, line: Int, indentation: Substring, lines: [String])?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            let trimmed = line.dropFirst(indentation.count).trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet:") {
                let name = trimmed.dropFirst("// snippet:".count).trimmingCharacters(in: .whitespaces)
                if let current = open {
                    problems.append("\(file):\(index + 1): snippet `\(name)` starts inside snippet `\(current.name)`.")
                }
                if index > 0, lines[index - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    problems.append(
                        "\(file):\(index + 1): snippet `\(name)` starts below a doc comment; "
                            + "put the marker above the doc comment, so that the excerpt keeps it.")
                }
                open = (name, index + 1, indentation, [])
            } else if trimmed == "// end-snippet" {
                guard let current = open else {
                    problems.append("\(file):\(index + 1): `// end-snippet` without a `// snippet:` before it.")
                    continue
                }
                let snippet = Snippet(name: current.name, file: file, line: current.line, lines: current.lines)
                if let existing = snippets[current.name] {
                    problems.append(
                        "\(file):\(current.line): snippet `\(current.name)` is also marked at "
                            + "\(existing.file):\(existing.line); snippet names are unique."
                    )
                } else if current.name.isEmpty {
                    problems.append("\(file):\(current.line): a snippet needs a name.")
                } else {
                    snippets[current.name] = snippet
                }
                open = nil
            } else if let indentation = open?.indentation {
                open?.lines.append(Self.dedent(line, by: indentation))
            }
        }
        if let current = open {
            problems.append("\(file):\(current.line): snippet `\(current.name)` has no `// end-snippet`.")
        }
    }

    /// Removes the marker's indentation; a line indented less loses what it has; blank lines become empty.
    static func dedent(_ line: Substring, by indentation: Substring) -> String {
        if line.hasPrefix(indentation) { return String(line.dropFirst(indentation.count)) }
        if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return "" }
        return String(line.drop { $0 == " " || $0 == "\t" })
    }
}
