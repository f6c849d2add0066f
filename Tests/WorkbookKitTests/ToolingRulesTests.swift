import ArchitectureRules
import Foundation
import Testing

/// The tooling's own rule book, read by the same scanner as the apps' (CONTRIBUTING, "The tooling's architecture").
@Suite("The tooling's layers: the runner names nothing of the lab, the shell names neither")
struct ToolingRulesTests {
    private static let scans = Result { () throws -> [String: DependencyScan] in
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let modules = RuleBook.toolingModules + RuleBook.toolingLibraries
        let tree = try SourceTree(root: root, folders: modules.map { "Sources/" + $0 })
        return Dictionary(
            uniqueKeysWithValues: RuleBook.tooling.map { book in
                (book.module, DependencyScan(module: book.module, in: tree, libraries: modules))
            })
    }

    @Test("The tooling keeps every rule of its own book", arguments: RuleBook.tooling.flatMap(\.rules))
    func keeps(_ rule: LayerRule) throws {
        let book = try #require(RuleBook.tooling.first { $0.rules.contains(rule) })
        let scan = try #require(try Self.scans.get()[book.module])
        #expect(!scan.files.isEmpty, "no file of \(book.module) was read")
        let violations = book.violations(of: rule, in: scan)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test("Every target of the tooling but the dispatcher has a rule book, and every book names a target")
    func everyTargetHasABook() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { $0.hasPrefix("Workbook") }
        #expect(Set(folders) == Set(RuleBook.toolingModules))
        #expect(Set(RuleBook.tooling.map(\.module)) == Set(RuleBook.toolingModules).subtracting(["WorkbookKit"]))
    }

    @Test("A runner file that names a type of the lab breaks the runner's rule, at the line that names it")
    func aRunnerNamingTheLabIsCaught() throws {
        let tree = SourceTree(files: [
            "Sources/WorkbookLab/Compare/Comparison.swift": "public struct Comparison {}\n",
            "Sources/WorkbookRunner/Commands/CheckCommand.swift":
                "struct CheckCommand {\n    let table = Comparison()\n}\n",
        ])
        let scan = DependencyScan(
            module: "WorkbookRunner", in: tree, libraries: RuleBook.toolingModules + RuleBook.toolingLibraries)
        let book = RuleBook.workbookRunner
        let violations = book.violations(of: book.rules, in: scan)
        #expect(violations.map(\.rule.id) == ["runner-names-nothing-of-the-lab"])
        #expect(violations.map(\.line) == [2])
    }
}
