import ArchitectureRules
import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookShell

@Suite("workbook compare: metrics a reviewer can repeat by hand")
struct CompareTests {
    @Test("Lines of code skip blank lines and comment lines")
    func linesOfCode() {
        let text = """
            /// A doc comment.
            struct Box {

                // a comment
                var value = 1
            }
            """

        #expect(SourceCounter.linesOfCode(in: text) == 3)
    }

    @Test("Types are class, struct, enum, actor and protocol declarations, whatever their modifiers")
    func types() {
        let text = """
            public final class Worker {
                class func make() -> Worker { Worker() }
                private(set) var count = 0
            }
            @MainActor
            protocol ProsWorkerProtocol: AnyObject {}
            enum Constant {}
            fileprivate struct Response {}
            let structure = "struct Fake {}"
            """

        #expect(SourceCounter.typeDeclarations(in: text) == 4)
        #expect(SourceCounter.protocolDeclarations(in: text) == 1)
        #expect(SourceCounter.counts(in: text) == SourceCounter.FileCounts(linesOfCode: 9, types: 4, protocols: 1))
    }

    @Test("An architecture's metrics come from its source folder and its chapter's tests that import it")
    func measureFixture() throws {
        let root = ScratchFolder.root.appendingPathComponent("compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/Baseline")
        let tests = root.appendingPathComponent("Tests/Chapter01Tests")
        try FileManager.default.createDirectory(
            at: sources.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try "struct A {}\nstruct B {}\n".write(
            to: sources.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "protocol P {}\n// note\nlet x = 1\nlet y = 2\n".write(
            to: sources.appendingPathComponent("Screens/P.swift"), atomically: true, encoding: .utf8)
        try "import Baseline\n@Test(\"one\") func one() {}\n@Test func two() {}\n".write(
            to: tests.appendingPathComponent("T.swift"), atomically: true, encoding: .utf8)
        try "import Backend\n@Test func server() {}\n".write(
            to: tests.appendingPathComponent("ServerTests.swift"), atomically: true, encoding: .utf8)

        let metrics = ArchitectureMetrics.measure(.baseline, root: root)

        #expect(metrics.files == 2)
        #expect(metrics.linesOfCode == 5)
        #expect(metrics.types == 3)
        #expect(metrics.protocols == 1)
        #expect(metrics.layers == ["Screens"])
        #expect(metrics.largestFile == ArchitectureMetrics.FileSize(name: "P.swift", lines: 3))
        #expect(metrics.chapterTests == 2)
    }

    @Test("compare's notes state the test-double rule, the Baseline's unclaimed breaks and what no rule reads")
    func notes() throws {
        let comparison = try MeasuredRepository.comparison.get()
        let notes = comparison.notes.joined(separator: "\n")
        #expect(notes.contains("Doubles: " + TestDouble.rule))
        let baseline = try #require(comparison.rows.first { $0.architecture == .baseline })
        #expect(!baseline.unclaimedViolations.isEmpty)
        #expect(notes.contains("the scanner finds \(baseline.unclaimedViolations.count) breaks"))
        #expect(notes.contains("No rule of CleanMVVM reads"))
        #expect(notes.contains("Support (the support library"))
        #expect(notes.contains("none imports the app") || notes.contains("only the test files that import its app"))
        #expect(baseline.size.chapterTests == 0)
    }

    @Test("A painted table is coloured after padding, so its columns line up; a row's empty last cells add no spaces")
    func paintedTable() {
        let table = MarkdownTable(
            header: ["Id", "Result", ""], rows: [["1.1", "passes", "Answer"], ["10.2", "fails", ""]])

        let lines = table.alignedLines { _, column, cell in column == 1 ? "<\(cell)>" : cell }

        #expect(lines == ["Id    Result", "────  ──────  ──────", "1.1   <passes>  Answer", "10.2  <fails>"])
    }

    @Test("A table too wide for the terminal becomes one block per row")
    func narrowTable() {
        let table = MarkdownTable(
            header: ["App", "Files", "Largest file"], rows: [["RHA", "12", "ProductsViewController.swift"]])

        #expect(
            table.terminalLines(width: 80) == [
                "App  Files  Largest file",
                "───  ─────  " + String(repeating: "─", count: 28),
                "RHA  12     ProductsViewController.swift",
            ])
        #expect(
            table.terminalLines(width: 30) == [
                "RHA", "  Files: 12 ·", "  Largest file:", "  ProductsViewController.swift",
            ])
    }

    @Test("A table's block keeps each field whole on a line: a figure is never parted from its header or its rest")
    func blocksKeepFieldsWhole() {
        let table = MarkdownTable(
            header: ["App", "reserve", "load-more", "edit"],
            rows: [["TriggerObserver", "60 / 11 / 7 / 4", "120 / 24 / 12 / 5", "97 / 20 / 12 / 6"]])

        #expect(
            table.terminalLines(width: 40) == [
                "TriggerObserver", "  reserve: 60 / 11 / 7 / 4 ·", "  load-more: 120 / 24 / 12 / 5 ·",
                "  edit: 97 / 20 / 12 / 6",
            ])
    }

    @Test("Prose never parts a number from the word after it, its unit, unless the number ends a phrase")
    func numberKeepsItsUnit() {
        #expect(TextWrap.lines("the scanner finds 17 breaks", width: 20) == ["the scanner finds", "17 breaks"])
        #expect(TextWrap.lines("took (2 spies) in 30.6 s", width: 12) == ["took", "(2 spies) in", "30.6 s"])
        #expect(TextWrap.lines("Baseline 75/75, RHA 75/75.", width: 15) == ["Baseline 75/75,", "RHA 75/75."])
    }

    @Test("compare at 80 columns never parts a number from its unit: not in a note, not in a table's block")
    func compareAt80KeepsUnits() throws {
        let comparison = try MeasuredRepository.comparison.get()
        #expect(comparison.text(width: 80).split(separator: "\n").allSatisfy { $0.count <= 80 })
        for note in comparison.notes {
            let lines = TextWrap.lines(note, width: 80)
            for line in lines.dropLast() {
                #expect(!TextWrap.isNumber(line.split(separator: " ").last ?? ""), "a unit went on after “\(line)”")
            }
        }
        let codeRun = try #require(comparison.codeRunTable)
        let blocks = codeRun.terminalLines(width: 80)
        #expect(blocks.first == codeRun.rows.first?.first, "at 80 columns the code run is one block per app")
        for row in codeRun.rows {
            for (feature, cell) in zip(codeRun.header, row).dropFirst() {
                #expect(blocks.contains { $0.contains("\(feature): \(cell)") }, "\(feature): \(cell) is parted")
            }
        }
    }
}
