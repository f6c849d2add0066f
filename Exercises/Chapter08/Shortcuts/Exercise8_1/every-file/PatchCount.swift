import Foundation

/// What a patch costs, counted the way `swift run workbook changes` counts it — from the patch alone:
///
/// - `files`: the files under `Sources/` it touches (added, changed or deleted), in the order the patch lists them,
///   each by its path after the change (the `b/` path of its `diff --git` line);
/// - `linesAdded` / `linesRemoved`: the `+` and `-` lines of those files — not the `+++` and `---` lines that name
///   the file, and nothing of a file under `Tests/`;
/// - `layers`: for each file, the folder right under its app's module, as `Module/Folder`
///   (`Sources/RHA/ViewModels/ProductsViewModel.swift` → `RHA/ViewModels`); a file right in the module's folder is in
///   `Module/(module)` (`Sources/Baseline/AppDelegate.swift` → `Baseline/(module)`).
struct PatchCount: Equatable {
    var files: [String] = []
    var linesAdded = 0
    var linesRemoved = 0
    var layers: Set<String> = []

    init(patch: String) {
        var counting = false
        for line in patch.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                let path = line.range(of: " b/", options: .backwards).map { String(line[$0.upperBound...]) } ?? ""
                counting = !path.isEmpty
                if counting {
                    files.append(path)
                    layers.insert(Self.layer(of: path))
                }
            } else if counting, !line.hasPrefix("+++"), !line.hasPrefix("---") {
                if line.hasPrefix("+") { linesAdded += 1 }
                if line.hasPrefix("-") { linesRemoved += 1 }
            }
        }
    }

    /// `Sources/RHA/ViewModels/X.swift` → `RHA/ViewModels`; `Sources/Baseline/X.swift` → `Baseline/(module)`.
    private static func layer(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts[1] + "/" + (parts.count == 3 ? "(module)" : parts[2])
    }
}
