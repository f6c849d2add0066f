import Foundation
import Testing
import WorkbookLab
import WorkbookShell

/// The figures of what an architecture costs to test and to write: its test doubles, files and lines by name and
/// by folder. (The rule that finds a test double is tested in ArchitectureRulesTests.)
@Suite("Cost figures: test doubles, and files and lines by name and by folder")
struct CostFigureTests {
    @Test(
        "Chapter 7's tests hand CLE closures and a value of closures, no type; chapter 6's declare the mocks its write-up asks for"
    )
    func chaptersCounted() throws {
        let figures = GeneratedFigures(context: try MeasuredRepository.context())
        let chapter = "<!-- metrics: test-double-summary CLE -->?<!-- end-metrics -->"

        let result = figures.process(chapter, file: "ch.md")

        #expect(result.text.contains(" closures ("))
        #expect(result.text.contains("1 value of closures (1 spy)"))
        #expect(!result.text.contains("type"))
        let cleanTable = figures.process(
            "<!-- metrics: test-double-table CleanMVVM -->\n<!-- end-metrics -->", file: "ch.md")
        #expect(cleanTable.text.contains("| ProductsUseCaseMock"))
        #expect(cleanTable.problems.isEmpty)
    }

    @Test("Files and lines are counted by the ending of a file's name, and per folder")
    func namedFilesAndFolders() throws {
        let root = ScratchFolder.root.appendingPathComponent("doubles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenes = root.appendingPathComponent("Scenes")
        for (folder, file) in [
            ("Home", "HomeAssembler.swift"), ("Home", "HomeViewModel.swift"), ("Products", "ProductsAssembler.swift"),
        ] {
            try FileManager.default.createDirectory(
                at: scenes.appendingPathComponent(folder), withIntermediateDirectories: true)
            try "struct A {\n    let x = 1\n}\n".write(
                to: scenes.appendingPathComponent(folder).appendingPathComponent(file), atomically: true,
                encoding: .utf8)
        }
        try "// loose\n".write(to: scenes.appendingPathComponent("Loose.swift"), atomically: true, encoding: .utf8)
        let figures = GeneratedFigures(context: MetricContext(root: root))

        let counts = figures.process(
            "<!-- metrics: files-named Scenes Assembler.swift -->0<!-- end-metrics --> "
                + "<!-- metrics: code-lines-named Scenes Assembler.swift -->0<!-- end-metrics -->",
            file: "ch.md")
        let table = figures.process("<!-- metrics: folder-table Scenes -->\n<!-- end-metrics -->", file: "ch.md")

        #expect(
            counts.text
                == "<!-- metrics: files-named Scenes Assembler.swift -->2<!-- end-metrics --> "
                + "<!-- metrics: code-lines-named Scenes Assembler.swift -->6<!-- end-metrics -->")
        #expect(
            table.text == """
                <!-- metrics: folder-table Scenes -->
                | Folder   | Files | Lines of code |
                | -------- | ----: | ------------: |
                | Home     |     2 |             6 |
                | Products |     1 |             3 |
                <!-- end-metrics -->
                """)
    }
}
