import ArchitectureRules

/// An app's ``LayerGraph`` as a Mermaid flowchart (GitHub draws it): one box per folder of the app, one rounded box
/// per library it uses, one arrow per dependency the scanner found (the
/// arrows from one folder on one line, joined with `&`). An arrow that breaks one of the app's rules is
/// thick, red and labelled with the rule; for an app that claims no rules, the arrows its unclaimed rules would
/// forbid are dashed and labelled.
public enum LayerDiagram {
    public static func mermaid(_ graph: LayerGraph, claimsRules: Bool) -> String {
        var lines = ["```mermaid", "flowchart TB"]
        for layer in graph.layers {
            let label = layer == LayerGraph.topLevel ? "\(graph.module) (top level)" : layer
            lines.append("    \(id(layer))[\"\(label)\"]")
        }
        lines += graph.libraries.map { "    \(id($0))([\"\($0)\"]):::library" }
        // Mermaid numbers links in the order they are drawn; `linkStyle` picks the broken ones by that number.
        var drawn = 0
        let kept = graph.edges.filter(\.brokenRules.isEmpty)
        for from in kept.map(\.from).withoutRepeats {
            let targets = kept.filter { $0.from == from }.map { id($0.to) }
            lines.append("    \(id(from)) --> \(targets.joined(separator: " & "))")
            drawn += targets.count
        }
        var broken: [Int] = []
        for edge in graph.edges where !edge.brokenRules.isEmpty {
            let rules = edge.brokenRules.joined(separator: ", ")
            let label = claimsRules ? "breaks \(rules)" : "unclaimed: \(rules)"
            lines.append(
                "    \(id(edge.from)) \(claimsRules ? "==" : "-.") \"\(label)\" \(claimsRules ? "==>" : ".->") \(id(edge.to))"
            )
            broken.append(drawn)
            drawn += 1
        }
        lines.append("    classDef library fill:#f4f4f4,stroke:#999,color:#333")
        if !broken.isEmpty {
            let style = claimsRules ? "stroke:#d00,stroke-width:3px,color:#d00" : "stroke:#c60,color:#c60"
            lines.append("    linkStyle \(broken.map(String.init).joined(separator: ",")) \(style)")
        }
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    /// A node id Mermaid accepts: letters, digits and underscores.
    private static func id(_ name: String) -> String {
        "n_" + name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }
}
