import Foundation
import WorkbookShell

/// Puts exercises back as shipped, after copying the learner's files to `.workbook/backups/<time>/`: a reset never
/// loses work, and `workbook restore` brings it back.
///
/// "As shipped" comes from ``ShippedFiles`` (the blob ids in `Exercises/shipped.txt`), never from the learner's
/// history, so a reset works the same after the learner has committed their work.
public struct ExerciseReset: Sendable {
    public let paths: WorkbookPaths
    public let shipped: any ShippedFiles

    public init(paths: WorkbookPaths, shipped: any ShippedFiles) {
        self.paths = paths
        self.shipped = shipped
    }

    /// What a reset did.
    public struct Outcome: Sendable, Equatable {
        /// Files put back as shipped, or removed (paths relative to `Exercises/`).
        public var restored: [String] = []
        /// The folder holding the learner's versions, if anything needed saving.
        public var backup: URL?
    }

    /// Resets the exercises: every file of their stubs' and tests' folders (or of their tests' alone) goes back as
    /// shipped, deleted ones come back, and files the learner added move to the backup. Every file that differs from
    /// its shipped version is copied to the backup first. Nothing is changed unless every shipped version is found.
    /// - Parameters:
    ///   - testsOnly: resets only the test files, leaving the learner's own files as they are.
    ///   - stamp: names the backup folder (`2026-11-22T01-30-00Z`); a suffix keeps it unique.
    public func reset(_ exercises: [Exercise], testsOnly: Bool = false, stamp: String) throws(WorkbookError) -> Outcome
    {
        var plan: [(path: String, text: String?)] = []
        for exercise in exercises {
            let folders = testsOnly ? [exercise.testsFolder] : [exercise.sourcesFolder, exercise.testsFolder]
            let shippedPaths = Set(
                (testsOnly ? [] : exercise.files) + folders.flatMap { shipped.shippedPaths(under: $0) })
            for file in shippedPaths.sorted() {
                guard let text = shipped.shippedText(of: file) else {
                    throw WorkbookError(
                        "Cannot find \(paths.display(file)) as shipped (Exercises/shipped.txt names it by its git "
                            + "blob id: is this a git clone?). Nothing was changed.")
                }
                plan.append((file, text))
            }
            let present = folders.flatMap {
                SourceFolder.swiftFiles(under: paths.exerciseFile($0), relativeTo: paths.exercises)
            }
            plan += present.filter { !shippedPaths.contains($0) }.map { (path: $0, text: nil) }
        }
        return try Backups(paths: paths).replace(plan, stamp: stamp, keptBy: .reset)
    }
}
