import Foundation
import WorkbookShell

/// Finds an exercise's answer where a learner would read it before solving it: in a chapter (`Chapters/**/*.md`,
/// appendices included) or in a hint before the last.
///
/// A run of four consecutive lines of a `Solutions/` file that are not trivial (not blank, not a comment, not a
/// lone brace or `return`), at least one of them an answer line — one its stub does not have — is quoted when it
/// stands in a chapter as four consecutive non-trivial lines, or in a hint, each read with every space, `;` and
/// backtick taken out: another indentation, or a hint's one-line paraphrase with semicolons, does not hide it.
public struct SolutionInSight: Sendable {
    /// The shortest run of answer lines that counts as a quotation.
    public static let runLength = 4

    public let paths: WorkbookPaths

    /// One quotation: whose answer, from which solution file and line, and where it stands.
    public struct Quotation: Sendable, Equatable {
        public var exercise: String
        public var solutionFile: String
        public var line: Int
        /// `Chapters/03-triggers-and-observers.md`, or `hint 2`.
        public var place: String
    }

    /// Every quotation of every exercise's answer, at most one per solution file and place.
    public func quotations(in exercises: [Exercise]) -> [Quotation] {
        let chapters = chapterLines()
        var found: [Quotation] = []
        for exercise in exercises {
            // Where a learner reads before solving: every chapter, then each hint but the last.
            let hints = exercise.hints.dropLast().enumerated().map { index, hint in
                (place: "hint \(index + 1)", text: Self.squeezed(hint))
            }
            let places: [(name: String, quotes: (Run) -> Bool)] =
                chapters.map { chapter in (chapter.path, chapter.contains) }
                + hints.map { hint in (hint.place, { hint.text.contains($0.lines.joined()) }) }
            for file in exercise.files {
                let solutionFile = exercise.solution(for: file)
                guard let solution = TextFile.read(paths.exerciseFile(solutionFile)) else { continue }
                let stub = TextFile.read(paths.exerciseFile(file)) ?? ""
                let runs = Self.answerRuns(solution: solution, stub: stub)
                for place in places {
                    guard let run = runs.first(where: place.quotes) else { continue }
                    found.append(
                        Quotation(exercise: exercise.id, solutionFile: solutionFile, line: run.line, place: place.name))
                }
            }
        }
        return found
    }

    /// Every run of `runLength` consecutive non-trivial lines of a solution that holds at least one answer line
    /// (a line its stub does not have), squeezed: its first line's number and its text.
    static func answerRuns(solution: String, stub: String) -> [Run] {
        let stubLines = Set(stub.split(separator: "\n", omittingEmptySubsequences: false).map(squeezed))
        let lines = solution.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !isTrivial(String($0.element)) }
            .map { (line: $0.offset + 1, text: squeezed($0.element)) }
        guard lines.count >= runLength else { return [] }
        return (0...(lines.count - runLength)).compactMap { start in
            let run = lines[start..<(start + runLength)]
            guard run.contains(where: { !stubLines.contains($0.text) }) else { return nil }
            return Run(line: run.first?.line ?? 0, lines: run.map(\.text))
        }
    }

    /// A line that says nothing on its own: blank, a comment, punctuation, or a bare keyword.
    static func isTrivial(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return true }
        let words = trimmed.filter { $0.isLetter || $0.isNumber }
        return words.count < 3 || ["return", "default", "else", "break", "continue"].contains(words)
    }

    /// The text with every space, tab, newline, `;` and backtick taken out: what is compared.
    static func squeezed<Text: StringProtocol>(_ text: Text) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter {
                    !CharacterSet.whitespacesAndNewlines.contains($0) && $0 != ";" && $0 != "`"
                }))
    }

    /// Run lines of a solution, squeezed, and the number of the first in its file.
    struct Run {
        var line: Int
        var lines: [String]
    }

    /// A chapter's non-trivial lines, squeezed, indexed so that a run is found without reading the chapter again.
    struct ChapterLines {
        var path: String
        var lines: [String]
        var positions: [String: [Int]]

        init(path: String, text: String) {
            self.path = path
            lines = text.split(separator: "\n").map(String.init).filter { !SolutionInSight.isTrivial($0) }
                .map(SolutionInSight.squeezed)
            positions = [:]
            for (index, line) in lines.enumerated() { positions[line, default: []].append(index) }
        }

        /// Whether the run's lines stand here one after another.
        func contains(_ run: Run) -> Bool {
            guard let first = run.lines.first else { return false }
            return (positions[first] ?? []).contains { start in
                start + run.lines.count <= lines.count && Array(lines[start..<(start + run.lines.count)]) == run.lines
            }
        }
    }

    /// Every chapter's lines, by its path from the repository's top.
    private func chapterLines() -> [ChapterLines] {
        let base = paths.root.standardizedFileURL.path + "/"
        let files = FileManager.default.enumerator(at: paths.chapters, includingPropertiesForKeys: nil)?.allObjects
        let chapters = (files as? [URL] ?? []).compactMap { url -> ChapterLines? in
            guard url.pathExtension == "md", let text = TextFile.read(url) else { return nil }
            return ChapterLines(path: url.standardizedFileURL.path.replacingOccurrences(of: base, with: ""), text: text)
        }
        return chapters.sorted { $0.path < $1.path }
    }
}
