import AppCatalogue
import Foundation
import WorkbookShell

/// Figures of what an architecture costs to write and to test: its test doubles listed (counted by
/// ``TestDouble``'s rule, as `compare` counts them), and files and lines by name and by folder.
extension Metric {
    static let testDoubleMetrics: [Metric] = [
        Metric(
            name: "test-double-table", parameters: ["MODULE"],
            summary: "Each test double of the app's chapter tests, what it stands in for, and its file."
        ) { context, arguments in
            let rows = try context.comparisonRow(arguments[0]).doubles.map { double in
                [
                    double.name, "\(double.form.rawValue), \(double.role.rawValue)",
                    double.standsInFor.joined(separator: ", "), "\(double.path):\(double.line)",
                ]
            }
            return MarkdownTable(header: ["Test double", "Form, role", "Stands in for", "File"], rows: rows).render()
        },
        Metric(
            name: "files-named", parameters: ["PATH", "SUFFIX"],
            summary: "Swift files under a folder whose names end in SUFFIX (`Assembler.swift`)."
        ) { context, arguments in
            String(
                try context.swiftFiles(under: arguments[0]).filter { $0.lastPathComponent.hasSuffix(arguments[1]) }
                    .count)
        },
        Metric(
            name: "code-lines-named", parameters: ["PATH", "SUFFIX"],
            summary: "Lines of code in the Swift files under a folder whose names end in SUFFIX."
        ) { context, arguments in
            let files = try context.swiftFiles(under: arguments[0]).filter {
                $0.lastPathComponent.hasSuffix(arguments[1])
            }
            return String(try linesOfCode(in: files))
        },
        Metric(
            name: "folder-table", parameters: ["PATH"],
            summary: "Each folder directly under PATH with its Swift files and lines of code: a scene's cost, say."
        ) { context, arguments in
            let root = context.root.appendingPathComponent(arguments[0])
            let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            let rows = try names.compactMap { name -> [String]? in
                let files = try context.swiftFiles(under: arguments[0] + "/" + name)
                guard !files.isEmpty, files.first != root.appendingPathComponent(name) else { return nil }
                return [name, String(files.count), String(try linesOfCode(in: files))]
            }
            return MarkdownTable(header: ["Folder", "Files", "Lines of code"], rows: rows, numericColumns: [1, 2])
                .render()
        },
    ]

    /// Lines of code in `files`, by ``SourceCounter``'s rule.
    private static func linesOfCode(in files: [URL]) throws -> Int {
        try files.reduce(0) { $0 + SourceCounter.linesOfCode(in: try String(contentsOf: $1, encoding: .utf8)) }
    }
}
