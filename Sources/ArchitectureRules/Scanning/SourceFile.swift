import Foundation

/// One Swift file of the repository, read once: where it is, its tokens and its declarations.
public struct SourceFile: Sendable {
    /// Its path from the repository's root: `Sources/RHA/ViewModels/ProsViewModel.swift`.
    public let path: String
    /// The module (or test target) it belongs to: the folder under `Sources/` or `Tests/` (`RHA`).
    public let module: String
    /// Its folder inside the module (`ViewModels`, `UILayer/Views`), empty for a file at the module's top level.
    public let folder: String
    public let tokens: [SwiftToken]
    public let declarations: [Declaration]
    /// The file's lines, as written, for quoting one.
    public let lines: [String]

    /// Reads `text` as the file at `path` (`Sources/<Module>/…` or `Tests/<Target>/…`).
    public init(path: String, text: String) {
        self.path = path
        let components = path.split(separator: "/").map(String.init)
        module = components.count > 1 ? components[1] : ""
        folder = components.count > 3 ? components[2..<(components.count - 1)].joined(separator: "/") : ""
        tokens = SwiftTokenizer.tokens(in: text)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        declarations = DeclarationReader.declarations(in: tokens)
    }

    /// The file's name: `ProsViewModel.swift`.
    public var fileName: String {
        String(path.split(separator: "/").last ?? "")
    }

    /// Line `number` (1-based), trimmed, or empty when there is none.
    public func line(_ number: Int) -> String {
        lines.indices.contains(number - 1) ? lines[number - 1].trimmingCharacters(in: .whitespaces) : ""
    }

    /// Whether the file lies in `folder` of its module, or in a folder inside it. The empty folder is the module's
    /// top level only.
    public func isInFolder(_ folder: String) -> Bool {
        folder.isEmpty ? self.folder.isEmpty : self.folder == folder || self.folder.hasPrefix(folder + "/")
    }
}
