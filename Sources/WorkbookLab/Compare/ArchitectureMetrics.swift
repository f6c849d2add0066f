import AppCatalogue
import Foundation
import WorkbookShell

/// What `workbook compare` counts for one app, read from its source folder and its chapter's tests.
///
/// The counts are plain on purpose — files, lines of code, types, protocols, folders — so that a reviewer can
/// check any of them with `ls` and `grep`.
public struct ArchitectureMetrics: Equatable, Sendable {
    public var architecture: Architecture
    /// Swift files under `Sources/<Module>`.
    public var files = 0
    /// Lines that are neither blank nor only a comment.
    public var linesOfCode = 0
    /// `class`, `struct`, `enum`, `actor` and `protocol` declarations.
    public var types = 0
    public var protocols = 0
    /// The folders directly under the module: the architecture's layers.
    public var layers: [String] = []
    /// The longest file and its lines of code.
    public var largestFile: FileSize?
    /// `@Test` functions in the chapter's own test target, in the files that import the app: a test that never
    /// imports it (chapter 1's tests of the server and HeadlessUI) tests something else.
    public var chapterTests = 0

    /// A file's name and its lines of code.
    public struct FileSize: Equatable, Sendable {
        public var name: String
        public var lines: Int
    }

    public static func measure(_ architecture: Architecture, root: URL) -> ArchitectureMetrics {
        let sources = root.appendingPathComponent("Sources").appendingPathComponent(architecture.moduleName)
        let tests = root.appendingPathComponent("Tests").appendingPathComponent(architecture.chapterTests)
        var metrics = ArchitectureMetrics(architecture: architecture)
        for file in SourceFolder.swiftFiles(under: sources) {
            let text = TextFile.read(file) ?? ""
            let counts = SourceCounter.counts(in: text)
            metrics.files += 1
            metrics.linesOfCode += counts.linesOfCode
            metrics.types += counts.types
            metrics.protocols += counts.protocols
            if counts.linesOfCode > (metrics.largestFile?.lines ?? -1) {
                metrics.largestFile = FileSize(name: file.lastPathComponent, lines: counts.linesOfCode)
            }
        }
        metrics.layers = SourceFolder.subfolders(of: sources)
        metrics.chapterTests = SourceFolder.swiftFiles(under: tests).reduce(0) { total, file in
            let text = TextFile.read(file) ?? ""
            let importsApp = SwiftImports.modules(in: text).contains { $0.module == architecture.moduleName }
            return total + (importsApp ? SourceCounter.testDeclarations(in: text) : 0)
        }
        return metrics
    }

    /// The size table as a chapter shows it (`<!-- metrics: size-table -->`).
    public static func sizeTable(_ rows: [ArchitectureMetrics]) -> MarkdownTable {
        MarkdownTable(
            header: ["App", "Chapter", "Files", "Code lines", "Types", "Protocols", "Largest file", "Chapter tests"],
            rows: rows.map { row in
                [
                    row.architecture.moduleName, String(row.architecture.chapter), String(row.files),
                    String(row.linesOfCode), String(row.types), String(row.protocols),
                    row.largestFile.map { "\($0.name) (\($0.lines))" } ?? "—", String(row.chapterTests),
                ]
            },
            numericColumns: [1, 2, 3, 4, 5, 7]
        )
    }
}
