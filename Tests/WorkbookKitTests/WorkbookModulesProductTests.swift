import AppCatalogue
import Foundation
import Testing
import WorkbookRunner
import WorkbookShell

/// The library the exercises link against is a product of the workbook's own package: a module of `Sources/` left
/// out of it would leave an exercise that imports the module without its code at link time.
@Suite("The workbook's package makes its library modules one product for the exercises")
struct WorkbookModulesProductTests {
    private let root = WorkbookBinary.repositoryRoot

    @Test("Package.swift's WorkbookModules product names every library module of Sources/, and nothing else")
    func productListsEveryModule() throws {
        let manifest = try TextFile.contents(of: root.appendingPathComponent("Package.swift"))
        #expect(
            manifest.contains(
                ".library(name: \"\(WorkbookModules.productName)\", type: .dynamic, targets: workbookModules)"))
        let start = try #require(manifest.range(of: "let workbookModules ="))
        let end = try #require(
            manifest.range(of: "] + apps.map(\\.module)", range: start.upperBound..<manifest.endIndex))
        let listed = manifest[start.upperBound..<end.lowerBound].split(separator: "\"").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let apps = manifest.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("(\""), trimmed.contains("Tests\"") else { return nil }
            return trimmed.dropFirst(2).split(separator: "\"").first.map(String.init)
        }

        #expect(Set(listed + apps) == Set(WorkbookModules.moduleNames(root: root)))
        #expect(apps.count == Architecture.allCases.count, "every app's line is read: \(apps)")
    }

    @Test("The library is built by the workbook's own package, in its own build folder")
    func builtByTheWorkbooksPackage() {
        let command = WorkbookModules(paths: WorkbookPaths(root: root)).buildCommand

        #expect(
            command.arguments == [
                "swift", "build", "--product", "WorkbookModules", "--package-path", root.path,
            ])
        #expect(!command.arguments.contains("--scratch-path"))
    }
}
