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

    @Test("Each row says the stock the server sends, and Sold out for none, in both apps")
    func stockFromTheServer() {
        let server = {
            Server(products: [
                ProductRecord(id: 2, name: "Wireless Mouse", price: 24.99, stock: 0),
                ProductRecord(id: 3, name: "USB-C Hub", price: 39.5, stock: 25),
                ProductRecord(id: 9, name: "Standing Desk", price: 499, stock: 1),
            ])
        }
        let expected = [
            "Wireless Mouse — $24.99 — Sold out", "USB-C Hub — $39.50 — 25 left", "Standing Desk — $499.00 — 1 left",
        ]
        #expect(
            show(BaselineProductRows(server: server())).labels == expected,
            "With other stock on the server, the rows must say that stock: read it from the answer, in \(file)/Baseline"
        )
        #expect(
            show(rha(server())).labels == expected,
            "With other stock on the server, RHA's rows must say that stock: bring it from the answer, in \(file)/RHA")
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

    @Test("The cost you wrote down is the cost in the code: the files of each app whose code you changed")
    func costMeasured() throws {
        let changed = try Self.filesChanged()
        for (app, listed) in [("Baseline", Cost.baselineFiles), ("RHA", Cost.rhaFiles)] {
            let changedHere = changed.filter { $0.hasPrefix(app + "/") }
            let unchangedListed = Set(listed).subtracting(changedHere).sorted()
            let unlisted = changedHere.subtracting(listed)
            #expect(
                unchangedListed.isEmpty && unlisted.isEmpty,
                "In \(file)/Cost.swift, list the files of \(app) whose code you changed: \(unchangedListed.isEmpty ? "" : "\(unchangedListed.joined(separator: ", ")) is as shipped; ")\(unlisted.count) changed file(s) of \(app) are not listed"
            )
        }
    }

    /// The exercise's files whose code differs from the file as shipped, comments and spacing aside: a patch's
    /// cost, as chapter 9 counts it. The shipped text is the git blob `Exercises/shipped.txt` names.
    private static func filesChanged() throws -> Set<String> {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let shipped = try String(
            contentsOf: root.appendingPathComponent("Exercises/shipped.txt"), encoding: .utf8)
        let folder = "Chapter09/Sources/Exercise9_1/"
        var blobs: [String: String] = [:]
        for line in shipped.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, parts[1].hasPrefix(folder) else { continue }
            blobs[String(parts[1].dropFirst(folder.count))] = String(parts[0])
        }
        var changed: Set<String> = []
        for (path, text) in try exerciseFiles() where path != "Cost.swift" {
            let blob = try #require(blobs[path], "\(path) is not one of the files the exercise shipped")
            if try code(of: shippedText(blob, root: root)) != code(of: text) { changed.insert(path) }
        }
        return changed
    }

    /// The text of a git blob, from the repository at `root`.
    private static func shippedText(_ blob: String, root: URL) throws -> String {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "cat-file", "blob", blob]
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        try #require(git.terminationStatus == 0, "git could not read the shipped file \(blob)")
        return String(decoding: data, as: UTF8.self)
    }

    /// A file's code: every line that is not a comment, with its spacing taken out.
    private static func code(of text: String) -> [String] {
        text.split(separator: "\n").map { $0.filter { !$0.isWhitespace } }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }
}
