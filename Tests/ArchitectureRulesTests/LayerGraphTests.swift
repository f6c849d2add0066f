import ArchitectureRules
import Testing

@Suite("The layer graph: the layers as the code has them, rule-breaking edges marked")
struct LayerGraphTests {
    @Test("Edges join layers that name each other, count the names, and carry the rules they break")
    func edges() {
        let tree = SourceTree(files: [
            "Sources/Backend/Server.swift": "public final class Server {}",
            "Sources/RHA/Controllers/ProsViewController.swift":
                "final class ProsViewController { let m: ProsViewModel; let s: Server }",
            "Sources/RHA/ViewModels/ProsViewModel.swift":
                "final class ProsViewModel { let w: ProsWorker; let c: Content }",
            "Sources/RHA/Worker/ProsWorker.swift": "final class ProsWorker {}\nstruct Content {}",
        ])
        let graph = LayerGraph(DependencyScan(module: "RHA", in: tree), book: .rha)
        #expect(graph.layers == ["Controllers", "ViewModels", "Worker"])
        #expect(graph.libraries == ["Backend"])
        #expect(
            graph.edges == [
                LayerGraph.Edge(
                    from: "Controllers", to: "Backend", names: 1, brokenRules: ["rha-controllers-touch-no-data"]),
                LayerGraph.Edge(from: "Controllers", to: "ViewModels", names: 1, brokenRules: []),
                LayerGraph.Edge(from: "ViewModels", to: "Worker", names: 2, brokenRules: []),
            ])
    }
}
