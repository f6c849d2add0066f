import AppCatalogue
import ArchitectureRules
import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookRecords
@testable import WorkbookShell

@Suite("Layer rules for every app in the catalogue, and the pictures of them in the chapters")
struct LayerRulesCatalogueTests {
    private let root = SourceTree.repositoryRoot(containing: #filePath)

    @Test(
        "Every app in the catalogue has a rule book, and keeps every rule it claims", arguments: Architecture.allCases)
    func keepsItsRules(architecture: Architecture) throws {
        let book = try #require(RuleBook.named(architecture.moduleName), "\(architecture) needs a rule book")
        let scan = try MeasuredRepository.scan(of: architecture.moduleName)
        #expect(!scan.files.isEmpty)
        let violations = book.violations(of: book.rules, in: scan)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test(
        "No folder is left out of every rule unsaid: each one no rule reads is the composition root or has a reason",
        arguments: Architecture.allCases)
    func foldersNoRuleReadsAreStated(architecture: Architecture) throws {
        let book = try #require(RuleBook.named(architecture.moduleName))
        let scan = try MeasuredRepository.scan(of: architecture.moduleName)
        let unread = book.foldersNoRuleReads(in: scan)
        for folder in unread {
            #expect(book.whyNoRuleReads(folder, in: scan) != nil, "no rule of \(architecture) reads `\(folder)`")
        }
        for stated in book.outsideTheRules.keys {
            #expect(unread.contains(stated), "\(architecture)'s book says no rule reads `\(stated)`, but one does")
        }
    }

    @Test("RHA's view models name Utility's strings, never its alert: the business logic reaches no UI through it")
    func rhaViewModelsReachNoUIThroughUtility() throws {
        let scan = try MeasuredRepository.scan(of: "RHA")
        let named = Set(
            scan.uses.filter { $0.path.contains("/ViewModels/") && $0.declaringFolder == "Utility" }
                .map(\.declaringPath))
        #expect(named == ["Sources/RHA/Utility/Constant.swift"])
        let constant = scan.uses(in: "Sources/RHA/Utility/Constant.swift")
        #expect(!constant.contains { $0.declaringModule == "HeadlessUI" })
    }

    @Test(
        "Every app's chapter shows its layer diagram and its rules, generated from the code",
        arguments: Architecture.allCases)
    func chapterShowsTheDiagram(architecture: Architecture) throws {
        let root = try #require(root)
        let chapters = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Chapters").path)
        let name = try #require(
            chapters.first { $0.hasPrefix(String(format: "%02d-", architecture.chapter)) },
            "chapter \(architecture.chapter) is missing")
        let text = try String(contentsOf: root.appendingPathComponent("Chapters/" + name), encoding: .utf8)
        #expect(text.contains("<!-- metrics: layer-diagram \(architecture.moduleName) -->"), "Chapters/\(name)")
        #expect(text.contains("<!-- metrics: layer-rules \(architecture.moduleName) -->"), "Chapters/\(name)")
    }

    @Test("A dependency that breaks a rule is drawn thick, red, labelled with the rule and styled by its number")
    func brokenEdgeStandsOut() {
        let graph = LayerGraph(
            module: "RHA", layers: ["Controllers", "ViewModels", "Box"], libraries: ["Backend"],
            edges: [
                LayerGraph.Edge(
                    from: "Controllers", to: "Backend", names: 1, brokenRules: ["rha-controllers-touch-no-data"]),
                LayerGraph.Edge(from: "Controllers", to: "ViewModels", names: 2, brokenRules: []),
                LayerGraph.Edge(from: "Controllers", to: "Box", names: 1, brokenRules: []),
                LayerGraph.Edge(from: "ViewModels", to: "Box", names: 1, brokenRules: []),
            ])
        let diagram = LayerDiagram.mermaid(graph, claimsRules: true)
        #expect(diagram.hasPrefix("```mermaid\nflowchart TB"))
        #expect(diagram.contains("n_Controllers --> n_ViewModels & n_Box\n    n_ViewModels --> n_Box\n"))
        #expect(diagram.contains("n_Controllers == \"breaks rha-controllers-touch-no-data\" ==> n_Backend"))
        #expect(diagram.contains("linkStyle 3 stroke:#d00"), "three kept links are drawn before the broken one")
        #expect(diagram.contains("n_Backend([\"Backend\"]):::library"))
    }

    @Test("compare's table has a row per app, with the rules each keeps and the baseline's unclaimed breaks")
    func comparisonTable() throws {
        let comparison = try MeasuredRepository.comparison.get()
        #expect(comparison.rows.map(\.architecture) == Architecture.allCases)
        for row in comparison.rows {
            let cells = comparison.cells(row)
            let claimed = row.book?.rules.count ?? 0
            #expect(cells[5] == (claimed == 0 ? "none" : "\(claimed)/\(claimed)"))
        }
        let baseline = try #require(comparison.rows.first { $0.architecture == .baseline })
        #expect(!baseline.unclaimedViolations.isEmpty)
        #expect(comparison.text(width: 80).split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(comparison.text(width: 200).split(separator: "\n").first?.hasSuffix("Spec") == true)
    }
}
