import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookShell

/// Marker lines, spelled out at run time so that this file is not itself read as marking snippets.
private let start = "// " + "snippet:"
private let end = "// " + "end-snippet"

/// The snippet checker over small sources and chapters given as text.
@Suite("Chapters quote the code exactly: snippets --check and --update")
struct SnippetTests {
    private func sources(_ files: [String: String]) -> SnippetSources {
        var sources = SnippetSources()
        for (file, text) in files.sorted(by: { $0.key < $1.key }) { sources.add(text: text, file: file) }
        return sources
    }

    private let box = """
        final class Box<T> {
            \(start) demo-bind
            func bind(_ listener: @escaping (T) -> Void) {
                self.listener = listener

                listener(value)
            }
            \(end)
        }
        """

    @Test("An excerpt is the code between its markers, dedented to the marker's indentation")
    func dedent() {
        let snippet = sources(["Sources/Box.swift": box]).snippets["demo-bind"]
        #expect(
            snippet?.lines == [
                "func bind(_ listener: @escaping (T) -> Void) {", "    self.listener = listener", "",
                "    listener(value)", "}",
            ])
        #expect(snippet?.line == 2)
    }

    @Test("A chapter whose excerpt matches its source passes")
    func matching() {
        let chapter = """
            Text.

            <!-- snippet: demo-bind -->
            ```swift
            func bind(_ listener: @escaping (T) -> Void) {
                self.listener = listener

                listener(value)
            }
            ```
            """
        let (text, report) = SnippetSync(sources: sources(["Sources/Box.swift": box])).process(chapter, file: "ch.md")
        #expect(report.problems == [] && report.drifted == [])
        #expect(report.excerpts == 1)
        #expect(text == chapter)
    }

    @Test("An excerpt that drifted from its source is caught, and --update rewrites it from the source")
    func drift() throws {
        let folder = ScratchFolder.root.appendingPathComponent("snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stale = "<!-- snippet: demo-bind -->\n```swift\nfunc bind(_ listener: (T) -> Void) {}\n```\n"
        try stale.write(to: folder.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)
        let sync = SnippetSync(sources: sources(["Sources/Box.swift": box]))

        let check = sync.run(root: folder, files: ["Chapters/01.md"], update: false)
        #expect(check.drifted == ["Chapters/01.md:2: snippet `demo-bind` differs from Sources/Box.swift:2."])
        #expect(try String(contentsOf: folder.appendingPathComponent("Chapters/01.md"), encoding: .utf8) == stale)

        let update = sync.run(root: folder, files: ["Chapters/01.md"], update: true)
        #expect(update.updatedFiles == ["Chapters/01.md"])
        #expect(sync.run(root: folder, files: ["Chapters/01.md"], update: false).drifted == [])
        let rewritten = try String(contentsOf: folder.appendingPathComponent("Chapters/01.md"), encoding: .utf8)
        #expect(rewritten.contains("    self.listener = listener\n\n    listener(value)\n}\n```\n"))
    }

    @Test("An excerpt inside an indented list keeps the list's indentation when rewritten")
    func indentedFence() {
        let chapter = "1. Step:\n\n   <!-- snippet: demo-bind -->\n   ```swift\n   old\n   ```\n"
        let (text, report) = SnippetSync(sources: sources(["Sources/Box.swift": box])).process(chapter, file: "ch.md")
        #expect(report.drifted.count == 1)
        #expect(
            text.contains(
                "   ```swift\n   func bind(_ listener: @escaping (T) -> Void) {\n       self.listener = listener\n\n"))
    }

    @Test(
        "A swift block that is neither an excerpt nor illustrative fails; an illustrative one and other languages pass")
    func unmarkedBlocks() {
        let chapter =
            "```swift\nlet x = 1\n```\n\n<!-- illustrative -->\n```swift\nimport UIKit\n```\n\n```text\nswift\n```\n"
        let (_, report) = SnippetSync(sources: SnippetSources()).process(chapter, file: "ch.md")
        #expect(
            report.problems == [
                "ch.md:1: a ```swift block that is neither an excerpt (<!-- snippet: name -->) nor marked <!-- illustrative -->."
            ])
    }

    @Test("An unknown snippet name fails with the nearest known name")
    func unknownName() {
        let chapter = "<!-- snippet: demo-bnd -->\n```swift\n```\n"
        let (_, report) = SnippetSync(sources: sources(["Sources/Box.swift": box])).process(chapter, file: "ch.md")
        #expect(report.problems == ["ch.md:1: no source marks a snippet named `demo-bnd`. Did you mean `demo-bind`?"])
    }

    @Test("A marker with no swift block after it fails")
    func markerWithoutBlock() {
        let (_, report) = SnippetSync(sources: sources(["Sources/Box.swift": box]))
            .process("<!-- snippet: demo-bind -->\nSome prose.\n", file: "ch.md")
        #expect(report.problems == ["ch.md:1: <!-- snippet: demo-bind --> is not followed by a ```swift block."])
    }

    @Test("A marker between a doc comment and its declaration is reported: excerpts keep their doc comments")
    func markerBelowDocComment() {
        let found = sources([
            "Sources/Above.swift": "\(start) above\n/// A box.\nfinal class Box {}\n\(end)\n",
            "Sources/Below.swift": "/// A box.\n\(start) below\nfinal class Box {}\n\(end)\n",
        ])
        #expect(found.snippets["above"]?.lines == ["/// A box.", "final class Box {}"])
        #expect(
            found.problems == [
                "Sources/Below.swift:2: snippet `below` starts below a doc comment; "
                    + "put the marker above the doc comment, so that the excerpt keeps it."
            ])
    }

    @Test("A name marked twice, a snippet never ended and an end without a start are reported")
    func markerMistakes() {
        let found = sources([
            "Sources/A.swift": "\(start) twice\nlet a = 1\n\(end)\n",
            "Sources/B.swift": "\(start) twice\nlet b = 2\n\(end)\n\(end)\n\(start) open\nlet c = 3\n",
        ]).problems
        #expect(
            found == [
                "Sources/B.swift:1: snippet `twice` is also marked at Sources/A.swift:1; snippet names are unique.",
                "Sources/B.swift:4: `// end-snippet` without a `// snippet:` before it.",
                "Sources/B.swift:5: snippet `open` has no `// end-snippet`.",
            ])
    }
}
