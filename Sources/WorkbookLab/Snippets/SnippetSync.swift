import Foundation
import WorkbookShell

/// Keeps the chapters true to the code: every ```swift block in `Chapters/*.md`, `Chapters/appendix/*.md` and the READMEs is either an excerpt
/// (`<!-- snippet: name -->` on the line before its fence) that matches its source, or marked `<!-- illustrative -->`;
/// and every figure (`<!-- metrics: … -->`) reads what its metric renders now (``GeneratedFigures``).
/// `--check` reports what drifted; `--update` rewrites the excerpts and figures.
public struct SnippetSync {
    /// What a run found, and what it rewrote.
    public struct Report: Sendable, Equatable {
        public var problems: [String] = []
        /// Excerpts that differ from their source (or were rewritten, with `update`).
        public var drifted: [String] = []
        public var excerpts = 0
        /// Generated figures checked.
        public var figures = 0
        public var updatedFiles: [String] = []
    }

    public let sources: SnippetSources
    /// The figures to check as well; nil checks excerpts only.
    public let figures: GeneratedFigures?

    public init(sources: SnippetSources, figures: GeneratedFigures? = nil) {
        self.sources = sources
        self.figures = figures
    }

    /// The markdown files the workbook keeps in step, relative to the root: the chapters and their appendices
    /// (`Chapters/appendix/`), the README and the exercises' README.
    public static func markdownFiles(root: URL) -> [String] {
        let chapters = ["Chapters", "Chapters/appendix"].flatMap { folder in
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
        }
        let readmes = ["README.md", "Exercises/README.md"].filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        return chapters + readmes
    }

    /// Checks (and with `update`, rewrites) the markdown files.
    public func run(root: URL, files: [String], update: Bool) -> Report {
        var report = Report()
        report.problems = sources.problems
        for file in files {
            let url = root.appendingPathComponent(file)
            guard let text = TextFile.read(url) else {
                report.problems.append("\(file): cannot be read.")
                continue
            }
            var (newText, fileReport) = process(text, file: file)
            report.problems += fileReport.problems
            report.drifted += fileReport.drifted
            report.excerpts += fileReport.excerpts
            if let figures {
                let result = figures.process(newText, file: file)
                newText = result.text
                report.problems += result.problems
                report.drifted += result.drifted
                report.figures += result.figures
            }
            if update, newText != text {
                do {
                    try newText.write(to: url, atomically: true, encoding: .utf8)
                    report.updatedFiles.append(file)
                } catch {
                    report.problems.append("\(file): cannot be written: \(error.localizedDescription)")
                }
            }
        }
        return report
    }

    /// Checks one markdown text; returns it with every excerpt replaced by its source.
    public func process(_ text: String, file: String) -> (text: String, report: Report) {
        var report = Report()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var pendingMarker: (name: String, line: Int)?
        func notFollowed(_ marker: (name: String, line: Int)) {
            report.problems.append(
                "\(file):\(marker.line): <!-- snippet: \(marker.name) --> is not followed by a ```swift block.")
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let fence = Self.fence(line) else {
                if !trimmed.isEmpty, let pending = pendingMarker {
                    notFollowed(pending)
                    pendingMarker = nil
                }
                if let name = Self.markerName(trimmed) { pendingMarker = (name, index + 1) }
                index += 1
                continue
            }
            let close = Self.closingLine(lines, after: index, ticks: fence.ticks) ?? lines.count
            let isSwift = fence.info.split(separator: " ").first == "swift"
            let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                .trimmingCharacters(in: .whitespaces)
            if let marker = pendingMarker {
                pendingMarker = nil
                if !isSwift {
                    notFollowed(marker)
                } else if let snippet = sources.snippets[marker.name] {
                    report.excerpts += 1
                    let body = lines[(index + 1)..<close].map {
                        SnippetSources.dedent($0[...], by: fence.indentation[...])
                    }
                    if body != snippet.lines {
                        report.drifted.append(
                            "\(file):\(index + 1): snippet `\(marker.name)` differs from \(snippet.file):\(snippet.line)."
                        )
                        let replacement = snippet.lines.map { $0.isEmpty ? "" : fence.indentation + $0 }
                        lines.replaceSubrange((index + 1)..<close, with: replacement)
                        index = index + 1 + replacement.count + 1
                        continue
                    }
                } else {
                    let hint = UsageError.didYouMean(marker.name, among: Array(sources.snippets.keys))
                    report.problems.append(
                        "\(file):\(marker.line): no source marks a snippet named `\(marker.name)`.\(hint)")
                }
            } else if isSwift, previous != "<!-- illustrative -->" {
                report.problems.append(
                    "\(file):\(index + 1): a ```swift block that is neither an excerpt (<!-- snippet: name -->) "
                        + "nor marked <!-- illustrative -->.")
            }
            index = close + 1
        }
        if let pending = pendingMarker { notFollowed(pending) }
        return (lines.joined(separator: "\n"), report)
    }

    /// `<!-- snippet: name -->` → `name`.
    static func markerName(_ trimmed: String) -> String? {
        guard trimmed.hasPrefix("<!-- snippet:"), trimmed.hasSuffix("-->") else { return nil }
        return trimmed.dropFirst("<!-- snippet:".count).dropLast("-->".count).trimmingCharacters(in: .whitespaces)
    }

    /// An opening fence: its indentation, how many backticks, and its info string.
    static func fence(_ line: String) -> (indentation: String, ticks: Int, info: String)? {
        let indentation = String(line.prefix { $0 == " " })
        let rest = line.dropFirst(indentation.count)
        let ticks = rest.prefix { $0 == "`" }.count
        guard ticks >= 3 else { return nil }
        let info = rest.dropFirst(ticks).trimmingCharacters(in: .whitespaces)
        guard !info.contains("`") else { return nil }
        return (indentation, ticks, info)
    }

    /// The line that closes a fence of `ticks` backticks opened at `start`.
    static func closingLine(_ lines: [String], after start: Int, ticks: Int) -> Int? {
        lines[(start + 1)...].firstIndex { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.count >= ticks && trimmed.allSatisfy { $0 == "`" }
        }
    }
}
