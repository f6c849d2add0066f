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
        // TODO: read the patch line by line. A line starting with "diff --git " starts a new file: take the path
        // after its " b/". Count the +/- lines of files under Sources/ only.
    }
}
