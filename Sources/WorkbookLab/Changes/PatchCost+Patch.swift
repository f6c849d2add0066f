import Foundation
import WorkbookRecords

/// How a patch's cost is read from its unified diff, by rules a reader can repeat with `grep`.
///
/// A layer is the folder right under the app's module (`Sources/RHA/ViewModels/…` is in `ViewModels`); a file
/// directly in the module's folder (the Baseline keeps all its files there) is in `(module)`. Test files are
/// counted apart: they are what the change costs its tests. Types are counted by ``SourceCounter``'s rule. A file is
/// new when its diff starts from `/dev/null`; every other file the patch touches was there before it.
extension PatchCost {
    /// Reads a unified diff, as `git diff` writes it.
    public init(patch: String) {
        self.init()
        var layers: Set<String> = []
        var added: [String] = []
        var removed: [String] = []
        var current: String?
        for line in patch.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                current = Self.path(fromDiffHeader: String(line))
                guard let current else { continue }
                if current.hasPrefix("Tests/") {
                    testFiles.append(current)
                } else {
                    sourceFiles.append(current)
                    layers.insert(Self.layer(of: current))
                }
                continue
            }
            guard let current, !current.hasPrefix("Tests/") else { continue }
            if line == "--- /dev/null" { newSourceFiles.append(current) }
            if line.hasPrefix("+++") || line.hasPrefix("---") { continue }
            let inExistingFile = newSourceFiles.last != current
            if line.hasPrefix("+") {
                linesAdded += 1
                added.append(String(line.dropFirst()))
                if inExistingFile { linesChangedInExistingFiles += 1 }
            } else if line.hasPrefix("-") {
                linesRemoved += 1
                removed.append(String(line.dropFirst()))
                if inExistingFile { linesChangedInExistingFiles += 1 }
            }
        }
        self.layers = layers.sorted()
        typesAdded =
            SourceCounter.typeDeclarations(in: added.joined(separator: "\n"))
            - SourceCounter.typeDeclarations(in: removed.joined(separator: "\n"))
    }

    /// `diff --git a/Sources/RHA/Box/Box.swift b/Sources/RHA/Box/Box.swift` → `Sources/RHA/Box/Box.swift` (the new
    /// path, which is the old one unless the file moved).
    static func path(fromDiffHeader line: String) -> String? {
        guard let range = line.range(of: " b/", options: .backwards) else { return nil }
        return String(line[range.upperBound...])
    }

    /// `Sources/RHA/ViewModels/ProductsViewModel.swift` → `RHA/ViewModels`; `Sources/Baseline/X.swift` →
    /// `Baseline/(module)`.
    public static func layer(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "Sources" else { return parts.dropLast().joined(separator: "/") }
        return parts[1] + "/" + (parts.count == 3 ? "(module)" : parts[2])
    }
}
