/// What one patch costs, as `workbook changes` reads it from the patch's unified diff (the rules are the lab's, in
/// `PatchCost+Patch.swift`): the files it touches, the lines it adds and removes, the layers it reaches into, the
/// types it declares, and how much of it lands in code that was there before. Kept for each app of each change request
/// in `Chapters/measurements/changes.json`.
public struct PatchCost: Codable, Sendable, Equatable {
    /// Files under `Sources/` the patch touches (added, changed or deleted).
    public var sourceFiles: [String] = []
    /// The files of ``sourceFiles`` the patch creates.
    public var newSourceFiles: [String] = []
    /// Files under `Tests/` the patch touches.
    public var testFiles: [String] = []
    /// `+` and `-` lines of source files (test files left out).
    public var linesAdded = 0
    public var linesRemoved = 0
    /// `+` and `-` lines of the source files that were there before the patch: what the change cost the code it
    /// found, as opposed to the code it brought.
    public var linesChangedInExistingFiles = 0
    /// The layers touched, as `Module/Layer`, sorted.
    public var layers: [String] = []
    /// Type declarations in added lines minus those in removed lines.
    public var typesAdded = 0

    /// A patch that costs nothing, for the reader of a diff to add to.
    public init() {}

    public var linesChanged: Int { linesAdded + linesRemoved }

    /// The layer names without their module: `["ViewModels", "Worker"]`.
    public var layerNames: [String] {
        layers.map { $0.split(separator: "/", maxSplits: 1).last.map(String.init) ?? $0 }
    }
}
