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

    @Test("The summary still shows how many pros there are, and the first, as the server tells them")
    func stillWorks() throws {
        for pros in [SeedData.pros, ["Fewer typos", "Faster reviews"], []] {
            let robot = Robot(
                window: Self.window(showing: ProsSummaryAssembly.summaryScreen(server: Server(pros: pros))))
            #expect(
                robot.labels == ["\(pros.count) pros, first: \(pros.first ?? "none")"],
                "With the pros \(pros) on the server, the screen says \(robot.labels): it should still say how many pros the server sends and the first — build it in Exercise9_2/App/ProsSummaryAssembly.swift around the view model"
            )
        }
    }

    @Test(
        "Each layer does its part: the controller asks the view model, the view model the worker, the service the server"
    )
    func eachLayerDoesItsPart() throws {
        let uses = try scan().uses
        func asks(_ folder: String, _ other: String) -> Bool {
            uses.contains { $0.path.hasPrefix("Sources/RHA/\(folder)/") && $0.declaringFolder == other }
        }
        let missing = [("Controllers", "ViewModels"), ("ViewModels", "Worker"), ("Service", "Worker")]
            .filter { !asks($0.0, $0.1) }.map { "\($0.0) names nothing of \($0.1)" }
        let serverNamers = Set(uses.filter { $0.declaringModule == "Backend" }.map(\.path))
            .map { $0.replacingOccurrences(of: "Sources/RHA/", with: "") }.filter { !$0.hasPrefix("App/") }
        #expect(
            missing.isEmpty && serverNamers == ["Service/ProsSummaryApi.swift"],
            "The summary's work should pass through RHA's layers, and the server be named only by the service and the composition root: \((missing + serverNamers.filter { $0 != "Service/ProsSummaryApi.swift" }.map { "\($0) names the server" }).joined(separator: "; ")) — in Exercise9_2"
        )
    }

    /// A window showing `screen` in a navigation controller.
    private static func window(showing screen: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        return window
    }
}
