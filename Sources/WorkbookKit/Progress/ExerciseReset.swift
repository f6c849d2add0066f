import Foundation

/// Puts exercises back as shipped, after copying the learner's files to `.workbook/backups/<time>/`:
/// a reset never loses work.
public struct ExerciseReset: Sendable {
    public let paths: WorkbookPaths
    public let shipped: any ShippedFiles

    public init(paths: WorkbookPaths, shipped: any ShippedFiles) {
        self.paths = paths
        self.shipped = shipped
    }

    /// What a reset did.
    public struct Outcome: Sendable, Equatable {
        /// Files put back as shipped (paths relative to `Exercises/`).
        public var restored: [String] = []
        /// The folder holding the learner's versions, if anything needed saving.
        public var backup: URL?
    }

    /// Resets the exercises: the files to edit, and any test file that was changed. Every file that differs from its
    /// shipped version is copied to the backup folder first; files the learner added to an exercise's folder are
    /// moved there. Nothing is changed unless every shipped
    /// version is found.
    /// - Parameter stamp: names the backup folder (`2026-11-22T01-30-00Z`); a suffix keeps it unique.
    public func reset(_ exercises: [Exercise], stamp: String) throws(WorkbookError) -> Outcome {
        let fileManager = FileManager.default
        var plan: [(path: String, text: String?)] = []
        for exercise in exercises {
            for file in exercise.files {
                guard let text = shipped.shippedText(of: file) else {
                    throw WorkbookError(
                        "Cannot find \(paths.display(file)) as shipped (is this a git clone?). Nothing was changed."
                    )
                }
                plan.append((file, text))
            }
            // Tests are not the learner's to edit; any that changed go back too (after a backup).
            for file in ScratchPackage.swiftFiles(
                in: paths.exerciseFile(exercise.testsFolder), relativeTo: paths.exercises)
            {
                if let text = shipped.shippedText(of: file) { plan.append((file, text)) }
            }
            let shippedSet = Set(exercise.files)
            for file in ScratchPackage.swiftFiles(
                in: paths.exerciseFile(exercise.sourcesFolder), relativeTo: paths.exercises)
            where !shippedSet.contains(file) {
                plan.append((file, nil))
            }
        }

        var outcome = Outcome()
        let backup = uniqueFolder(stamp)
        for (path, text) in plan {
            let file = paths.exerciseFile(path)
            let current = try? String(contentsOf: file, encoding: .utf8)
            guard current != text else { continue }
            do {
                if current != nil {
                    let copy = backup.appendingPathComponent("Exercises/" + path)
                    try fileManager.createDirectory(
                        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try fileManager.copyItem(at: file, to: copy)
                    outcome.backup = backup
                }
                if let text {
                    try fileManager.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try text.write(to: file, atomically: true, encoding: .utf8)
                } else {
                    try fileManager.removeItem(at: file)
                }
                outcome.restored.append(path)
            } catch {
                throw WorkbookError("Could not reset \(paths.display(path)): \(error.localizedDescription)")
            }
        }
        return outcome
    }

    private func uniqueFolder(_ stamp: String) -> URL {
        var candidate = paths.backups.appendingPathComponent(stamp)
        var suffix = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = paths.backups.appendingPathComponent("\(stamp)-\(suffix)")
            suffix += 1
        }
        return candidate
    }
}
