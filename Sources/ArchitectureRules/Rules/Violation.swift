import Foundation

/// A place where the code breaks a rule: the file, line and column, what it named (or declared), and the rule.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    public let rule: LayerRule
    /// The file, from the repository's root.
    public let path: String
    public let line: Int
    public let column: Int
    /// What is wrong there: "names `ProsViewController` (Controllers)".
    public let finding: String
    /// The use behind the finding, for a rule about names: where the named thing is declared.
    public let use: NameUse?
    /// The file's absolute path when it was read from disk (for a test to point at it), else ``path``.
    public let filePath: String

    public init(
        rule: LayerRule, path: String, line: Int, column: Int, finding: String, use: NameUse? = nil,
        root: URL? = nil
    ) {
        self.rule = rule
        self.path = path
        filePath = root?.appendingPathComponent(path).path ?? path
        self.line = line
        self.column = column
        self.finding = finding
        self.use = use
    }

    /// The file as Swift names it in a source location: `RHA/ProsViewModel.swift`.
    public var fileID: String {
        let components = path.split(separator: "/")
        return components.count > 1 ? "\(components[1])/\(components.last ?? "")" : path
    }

    /// `Sources/RHA/ViewModels/ProsViewModel.swift:12:9: names ProsViewController (Controllers), which breaks
    /// rha-business-logic-knows-no-ui: …`
    public var description: String {
        "\(path):\(line):\(column): \(finding), which breaks \(rule.id): \(rule.statement)"
    }
}
