import AppCatalogue
import Foundation

/// Test-double figures: what a chapter's tests had to write to stand in for the app's own types, by
/// ``TestDoubleCounter``'s rule.
extension Metric {
    static let testDoubleMetrics: [Metric] = [
        Metric(
            name: "test-doubles", parameters: ["MODULE"],
            summary:
                "Types the app's chapter tests declare that adopt a type of the app (mocks, stubs, fakes), suites aside."
        ) { context, arguments in
            String(try context.testDoubles(of: arguments[0]).count)
        },
        Metric(
            name: "test-double-table", parameters: ["MODULE"],
            summary: "Each test double of the app's chapter tests, what it stands in for, and its file."
        ) { context, arguments in
            let rows = try context.testDoubles(of: arguments[0]).map { double in
                [double.name, double.adopts.joined(separator: ", "), double.file]
            }
            return MarkdownTable(header: ["Test double", "Stands in for", "File"], rows: rows).render()
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
            return String(
                try files.reduce(0) { $0 + SourceCounter.linesOfCode(in: try String(contentsOf: $1, encoding: .utf8)) })
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
                let lines = try files.reduce(0) {
                    $0 + SourceCounter.linesOfCode(in: try String(contentsOf: $1, encoding: .utf8))
                }
                return [name, String(files.count), String(lines)]
            }
            return MarkdownTable(header: ["Folder", "Files", "Lines of code"], rows: rows, numericColumns: [1, 2])
                .render()
        },
    ]
}

extension MetricContext {
    /// The test doubles of the module named `name`'s chapter tests (`Tests/ChapterNNTests`), in file order.
    func testDoubles(of name: String) throws -> [TestDoubleCounter.TestDouble] {
        guard let architecture = Architecture.allCases.first(where: { $0.moduleName == name }) else {
            throw MetricError("`\(name)` is not an app in the catalogue.")
        }
        let testFolder = String(format: "Tests/Chapter%02dTests", architecture.chapter)
        let tests = try swiftFiles(under: testFolder).map { file in
            (
                file: file.path.replacingOccurrences(of: root.path + "/", with: ""),
                text: try String(contentsOf: file, encoding: .utf8)
            )
        }
        return TestDoubleCounter.doubles(app: try swiftTexts(under: "Sources/" + name), tests: tests)
    }
}
