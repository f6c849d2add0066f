import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRecords
import WorkbookRunner
import WorkbookShell

/// Marker text, spelled out at run time so that this file's strings read plainly.
private let open = "<!-- metrics:"
private let close = "<!-- end-metrics -->"

/// The figure checker over small chapters given as text, with metrics made up for the test.
@Suite("Chapters state figures only as generated blocks: snippets --check and --update")
struct GeneratedFiguresTests {
    private let catalogue = MetricCatalogue([
        Metric(name: "answer", summary: "A fixed figure.") { _, _ in "42" },
        Metric(name: "twice", parameters: ["NUMBER"], summary: "Its argument doubled.") { _, arguments in
            guard let number = Int(arguments[0]) else { throw MetricError("`\(arguments[0])` is not a number.") }
            return String(number * 2)
        },
        Metric(name: "table", summary: "A two-row table.") { _, _ in
            MarkdownTable(header: ["App", "Lines"], rows: [["RHA", "9"], ["UBER", "10"]], numericColumns: [1]).render()
        },
    ])

    /// A scratch workbook root holding `files` (path → text).
    private func book(_ files: [String: String]) throws -> URL {
        let root = ScratchFolder.root.appendingPathComponent("figures-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func figures(root: URL = ScratchFolder.root) -> GeneratedFigures {
        GeneratedFigures(catalogue: catalogue, context: MetricContext(root: root))
    }

    @Test("A figure that reads what its metric renders passes, inline in a sentence")
    func inlineMatching() {
        let chapter = "The answer is \(open) answer -->42\(close), and twice 4 is \(open) twice 4 -->8\(close)."
        let result = figures().process(chapter, file: "ch.md")
        #expect(result.problems == [] && result.drifted == [])
        #expect(result.figures == 2)
        #expect(result.text == chapter)
    }

    @Test("A figure typed in by hand, or left behind by a change, is reported and rewritten")
    func inlineDrift() {
        let chapter = "The answer is \(open) answer -->41\(close)."
        let result = figures().process(chapter, file: "ch.md")
        #expect(result.drifted == ["ch.md:1: `\(open) answer -->` reads 41, the code says 42."])
        #expect(result.text == "The answer is \(open) answer -->42\(close).")
    }

    @Test("A table is a block between markers on lines of their own, rewritten whole")
    func blockDrift() {
        let chapter = """
            Sizes:

            \(open) table -->
            | App | Lines |
            | RHA | 1 |
            \(close)

            After.
            """
        let result = figures().process(chapter, file: "ch.md")
        #expect(result.drifted == ["ch.md:3: `\(open) table -->` is out of date."])
        let expected = """
            Sizes:

            \(open) table -->
            | App  | Lines |
            | ---- | ----: |
            | RHA  |     9 |
            | UBER |    10 |
            \(close)

            After.
            """
        #expect(result.text == expected)
        #expect(figures().process(expected, file: "ch.md").drifted == [])
    }

    @Test("An unknown metric, a wrong argument count or a failing metric is a problem, and the text is kept")
    func problems() {
        let chapter = """
            \(open) answr -->1\(close)
            \(open) twice -->1\(close)
            \(open) twice x -->1\(close)
            """
        let result = figures().process(chapter, file: "ch.md")
        #expect(
            result.problems == [
                "ch.md:1: there is no metric `answr`. Did you mean `answer`?",
                "ch.md:2: `\(open) twice -->` should read `\(open) twice NUMBER -->`.",
                "ch.md:3: `\(open) twice x -->`: `x` is not a number.",
            ])
        #expect(result.text == chapter)
    }

    @Test("A marker without its end is a problem, inline or as a block")
    func unclosed() {
        let inline = figures().process("It is \(open) answer -->42.", file: "ch.md")
        #expect(inline.problems == ["ch.md:1: `\(open) answer -->` has no `\(close)` on its line."])
        let block = figures().process("\(open) table -->\n| App |", file: "ch.md")
        #expect(block.problems == ["ch.md:1: `\(open) table -->` has no `\(close)` after it."])
    }

    @Test("Markers inside a fenced code block are text, so a chapter can show the syntax")
    func fenced() {
        let chapter = "```text\nIt is \(open) answer -->7\(close).\n```\n"
        let result = figures().process(chapter, file: "ch.md")
        #expect(result.figures == 0 && result.drifted == [] && result.problems == [])
    }

    @Test("Size figures count a folder's Swift files by compare's rules")
    func sizeFigures() throws {
        let root = ScratchFolder.root.appendingPathComponent("figures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/Demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "// A comment.\nstruct A {\n\n    let x = 1\n}\n".write(
            to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "protocol P {}\n".write(to: folder.appendingPathComponent("P.swift"), atomically: true, encoding: .utf8)
        let chapter =
            "\(open) code-lines-in Sources/Demo -->0\(close) lines, \(open) types-in Sources/Demo -->0\(close) types,"
            + " \(open) files-in Sources/Demo -->0\(close) files; \(open) code-lines-in Sources/None -->0\(close)"
        let result = GeneratedFigures(context: MetricContext(root: root)).process(chapter, file: "ch.md")
        #expect(
            result.text
                == "\(open) code-lines-in Sources/Demo -->4\(close) lines, \(open) types-in Sources/Demo -->2\(close) types,"
                + " \(open) files-in Sources/Demo -->2\(close) files; \(open) code-lines-in Sources/None -->0\(close)")
        #expect(
            result.problems == ["ch.md:1: `\(open) code-lines-in Sources/None -->`: `Sources/None` does not exist."])
    }

    @Test("A slow measurement is recorded once as JSON and rendered from the record")
    func recordings() throws {
        struct Timing: Codable, Equatable {
            var milliseconds: Int
        }
        let root = ScratchFolder.root.appendingPathComponent("figures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let context = MetricContext(root: root)
        #expect(throws: MetricError("No measurement `timing` is recorded yet (Chapters/measurements/timing.json).")) {
            try context.measurements.read(Timing.self, named: "timing")
        }
        try MeasurementsFolder(root: root).write(Timing(milliseconds: 12), named: "timing")
        #expect(try context.measurements.read(Timing.self, named: "timing") == Timing(milliseconds: 12))
        let file = root.appendingPathComponent("Chapters/measurements/timing.json")
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\n  \"milliseconds\" : 12\n}\n")
    }

    @Test("snippets --update rewrites a stale figure in the chapter's file")
    func updateOnDisk() throws {
        let root = try book(["Chapters/01-demo.md": "It is \(open) answer -->1\(close).\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let chapter = root.appendingPathComponent("Chapters/01-demo.md")
        let sync = SnippetSync(sources: SnippetSources(), figures: figures(root: root))
        let check = sync.run(root: root, files: SnippetSync.markdownFiles(root: root), update: false)
        #expect(check.drifted.count == 1 && check.figures == 1 && check.updatedFiles == [])
        let update = sync.run(root: root, files: SnippetSync.markdownFiles(root: root), update: true)
        #expect(update.updatedFiles == ["Chapters/01-demo.md"])
        #expect(try String(contentsOf: chapter, encoding: .utf8) == "It is \(open) answer -->42\(close).\n")
    }

    @Test("A chapter's appendix is kept in step like the chapter itself")
    func appendixChecked() throws {
        let root = try book([
            "Chapters/01-demo.md": "# Demo\n", "Chapters/appendix/01-demo.md": "It is \(open) answer -->1\(close).\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let files = SnippetSync.markdownFiles(root: root)
        #expect(files == ["Chapters/01-demo.md", "Chapters/appendix/01-demo.md"])
        let check = SnippetSync(sources: SnippetSources(), figures: figures(root: root))
            .run(root: root, files: files, update: false)
        #expect(check.drifted == ["Chapters/appendix/01-demo.md:1: `\(open) answer -->` reads 1, the code says 42."])
    }
}
