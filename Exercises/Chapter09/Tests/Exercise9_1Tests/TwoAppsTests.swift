import ArchitectureRules
import Backend
import Foundation
import HeadlessUI
import Testing

@testable import Exercise9_1

@Suite("Exercise 9.1 — One request, two apps: what each had to touch")
struct TwoAppsTests {
    let file = "Exercise9_1"
    let firstRows = [
        "Mechanical Keyboard — $89.99 — 12 left", "Wireless Mouse — $24.99 — 40 left", "USB-C Hub — $39.50 — 3 left",
    ]

    private func show(_ screen: UIViewController) -> Robot {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        return Robot(window: window)
    }

    private func rha(_ server: Server) -> UIViewController {
        ProductRowsViewController(viewModel: ProductRowsViewModel(worker: ProductRowsApi(server: server)))
    }

    /// The exercise's own files, by their path from its folder, with their text.
    private static func exerciseFiles() throws -> [String: String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Exercise9_1")
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files[path] = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    @Test("Request 02 in the Baseline: each row ends with its stock")
    func baseline() {
        let robot = show(BaselineProductRows(server: Server()))
        #expect(
            robot.labels == firstRows,
            "The Baseline's rows read \(robot.labels): in \(file)/Baseline/BaselineProductRows.swift, end each row with the stock"
        )
    }

    @Test("Request 02 in RHA: the same rows, through the layers")
    func rhaRows() {
        let robot = show(rha(Server()))
        #expect(
            robot.labels == firstRows,
            "RHA's rows read \(robot.labels): the stock must come through \(file)/RHA's layers to its rows")
    }

    @Test("A product with none left reads Sold out, in both apps")
    func soldOut() {
        let server = { Server(products: [ProductRecord(id: 9, name: "Standing Desk", price: 499, stock: 0)]) }
        let expected = ["Standing Desk — $499.00 — Sold out"]
        #expect(show(BaselineProductRows(server: server())).labels == expected, "in \(file)/Baseline")
        #expect(show(rha(server())).labels == expected, "in \(file)/RHA")
    }

    @Test("RHA's layer rules still hold: the scanner finds no break in its files")
    func rhaRulesHold() throws {
        var files: [String: String] = [:]
        for (path, text) in try Self.exerciseFiles() where path.hasPrefix("RHA/") {
            files["Sources/RHA/" + path.dropFirst("RHA/".count)] = text
        }
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        for library in SourceTree.libraries {
            let folder = root.appendingPathComponent("Sources/" + library)
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                files["Sources/\(library)/\(path)"] = try String(
                    contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            }
        }
        let violations = RuleBook.rha.violations(
            of: RuleBook.rha.rules, in: DependencyScan(module: "RHA", in: SourceTree(files: files)))
        #expect(
            violations.isEmpty,
            "The change broke RHA's rules: \(violations.map { "\($0.path.replacingOccurrences(of: "Sources/RHA/", with: "\(file)/RHA/")):\($0.line) \($0.finding), which breaks \($0.rule.id)" }.joined(separator: "; "))"
        )
    }

    @Test("The cost you wrote down is the cost in the code: the files of each app that name the stock")
    func costMeasured() throws {
        let files = try Self.exerciseFiles()
        func naming(_ app: String) -> Set<String> {
            Set(files.filter { $0.key.hasPrefix(app + "/") && $0.value.contains("stock") }.keys)
        }
        let layers = Set(naming("RHA").map { $0.split(separator: "/").dropFirst().first.map(String.init) ?? "" })
        #expect(
            Set(Cost.baselineFiles) == naming("Baseline") && Set(Cost.rhaFiles) == naming("RHA"),
            "In \(file)/Cost.swift, list the files each app had to change: the Baseline \(naming("Baseline").sorted()), RHA \(naming("RHA").sorted()) — \(layers.count) layer(s), \(layers.sorted().joined(separator: ", "))"
        )
    }
}
