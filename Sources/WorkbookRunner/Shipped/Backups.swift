import Foundation
import WorkbookShell

/// `.workbook/backups/`: one folder per reset or restore, named after its time, holding the learner's files as they
/// were (`<time>/Exercises/Chapter04/Sources/…`). Every change the workbook makes to a learner's file goes through
/// here, so none is ever lost.
public struct Backups: Sendable {
    public let paths: WorkbookPaths

    /// The command whose backup a folder is: a reset keeps the learner's work, a restore keeps the files it
    /// replaced. Written in the folder as `kept-by.txt`.
    public enum KeptBy: String, Sendable {
        case reset, restore
    }

    /// Gives each file of `plan` its new text (or removes it, for nil), copying every file that changes to a new
    /// backup folder first, marked as kept by `keptBy`.
    func replace(
        _ plan: [(path: String, text: String?)], stamp: String, keptBy: KeptBy
    ) throws(WorkbookError)
        -> ExerciseReset.Outcome
    {
        let fileManager = FileManager.default
        var outcome = ExerciseReset.Outcome()
        let backup = uniqueFolder(stamp)
        for (path, text) in plan {
            let file = paths.exerciseFile(path)
            let current = TextFile.read(file)
            guard current != text else { continue }
            do {
                if current != nil {
                    let copy = backup.appendingPathComponent("Exercises/" + path)
                    try fileManager.createDirectory(
                        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try fileManager.copyItem(at: file, to: copy)
                    if outcome.backup == nil {
                        try keptBy.rawValue.write(to: keptByFile(backup), atomically: true, encoding: .utf8)
                    }
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
                throw WorkbookError("Could not change \(paths.display(path)): \(error.localizedDescription)")
            }
        }
        return outcome
    }

    /// The name of a backup made at `date`: `2026-11-22T01-30-00Z` (UTC; sorts in time order).
    public static func stamp(for date: Date) -> String {
        // ISO 8601 without the colons, which some file systems refuse in a name.
        date.ISO8601Format().replacingOccurrences(of: ":", with: "-")
    }

    /// The backup folders, oldest first.
    public func folders() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: paths.backups.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted(by: Self.isOlder).map(paths.backups.appendingPathComponent)
    }

    /// The command whose backup a folder is; a folder from before the mark was written was kept by a reset.
    public func keptBy(_ backup: URL) -> KeptBy {
        let mark = TextFile.read(keptByFile(backup))?.trimmingCharacters(in: .whitespacesAndNewlines)
        return mark.flatMap(KeptBy.init(rawValue:)) ?? .reset
    }

    private func keptByFile(_ backup: URL) -> URL {
        backup.appendingPathComponent("kept-by.txt")
    }

    /// The files of one exercise a backup holds (paths relative to `Exercises/`), with their text.
    public func files(of exercise: Exercise, in backup: URL) -> [(path: String, text: String)] {
        let saved = backup.appendingPathComponent("Exercises")
        return [exercise.sourcesFolder, exercise.testsFolder].flatMap { folder in
            SourceFolder.swiftFiles(under: saved.appendingPathComponent(folder), relativeTo: saved)
        }.compactMap { path in
            TextFile.read(saved.appendingPathComponent(path)).map { (path, $0) }
        }
    }

    /// `.workbook/backups/…`, as the learner sees it.
    public func display(_ backup: URL) -> String {
        backup.path.replacingOccurrences(of: paths.root.path + "/", with: "") + "/"
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

    /// Time order: by stamp, then by the suffix that keeps two backups of the same second apart.
    private static func isOlder(_ a: String, _ b: String) -> Bool {
        func split(_ name: String) -> (String, Int) {
            guard let dash = name.range(of: "Z-", options: .backwards) else { return (name, 1) }
            return (String(name[..<dash.lowerBound]) + "Z", Int(name[dash.upperBound...]) ?? 1)
        }
        return split(a) < split(b)
    }
}
