import ArchitectureRules
import Backend
import Foundation
import HeadlessUI
import Testing

@testable import Exercise9_2

@Suite("Exercise 9.2 — Mend the layer rule the scanner reports")
struct MendTheLayerRuleTests {
    /// The exercise's own files, read as if they were RHA's (`Controllers/X.swift` → `Sources/RHA/Controllers/X.swift`),
    /// with the libraries every app builds on, scanned the way `workbook compare` scans the apps.
    private func scan() throws -> DependencyScan {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let sources = tests.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Exercise9_2")
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        var files = try Self.swiftFiles(in: sources, as: "Sources/RHA/")
        for library in SourceTree.libraries {
            let folder = "Sources/" + library + "/"
            files.merge(try Self.swiftFiles(in: root.appendingPathComponent(folder), as: folder)) { $1 }
        }
        return DependencyScan(module: "RHA", in: SourceTree(files: files))
    }

    /// The Swift files under `folder`, by their path under `prefix`, with their text.
    private static func swiftFiles(in folder: URL, as prefix: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files[prefix + path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    @Test("RHA's layer rules hold: the scanner finds no break in the summary's files")
    func noBreak() throws {
        let violations = RuleBook.rha.violations(of: RuleBook.rha.rules, in: try scan())
        #expect(
            violations.isEmpty,
            "The scanner reports \(violations.count) break(s) of RHA's rules: \(violations.map { "\($0.path.replacingOccurrences(of: "Sources/RHA/", with: "Exercise9_2/")):\($0.line) \($0.finding), which breaks \($0.rule.id)" }.joined(separator: "; "))"
        )
    }

    @Test("The summary still shows how many pros there are, and the first")
    func stillWorks() throws {
        let server = Server()
        let window = UIWindow()
        window.rootViewController = UINavigationController(
            rootViewController: ProsSummaryAssembly.summaryScreen(server: server))
        window.makeKeyAndVisible()
        let robot = Robot(window: window)
        #expect(
            robot.labels == ["\(server.pros.count) pros, first: \(server.pros.first ?? "")"],
            "The screen should still say how many pros there are and the first: build it in Exercise9_2/App/ProsSummaryAssembly.swift around the view model"
        )
    }
}
