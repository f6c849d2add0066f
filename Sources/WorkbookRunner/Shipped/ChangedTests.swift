import Foundation
import WorkbookShell

/// The test files of an exercise that are not the ones the workbook shipped: changed, added or deleted, judged by
/// their git blob ids against `Exercises/shipped.txt`.
///
/// A test file is the learner's to read, not to change: `check` and `watch` refuse to call an exercise passed while
/// one of its test files differs, and the contents page and `list` do not count it as done. Comparing blob ids needs
/// no build, so the refusal costs nothing, and `verify` proves it the same way for a shortcut that edits a test.
public struct ChangedTests: Sendable {
    public let record: ShippedRecord

    /// The test files that differ, given the exercise's test files and their texts (paths relative to `Exercises/`),
    /// sorted: each file whose blob id is not the recorded one, each file the record does not know, and each recorded
    /// file that is not there. None when the record lists no test of the exercise (an exercise not yet recorded).
    public func files(of exercise: Exercise, texts: [String: String]) -> [String] {
        let shipped = record.paths(under: exercise.testsFolder)
        guard !shipped.isEmpty else { return [] }
        let present = texts.keys.filter { $0.hasPrefix(exercise.testsFolder + "/") }
        let differing = present.filter { path in
            record.ids[path].map { $0 != GitBlobID.of(texts[path] ?? "") } ?? true
        }
        let missing = shipped.filter { texts[$0] == nil }
        return (differing + missing).sorted()
    }

    /// The test files that differ, as they are in `Exercises/`.
    public func files(of exercise: Exercise, paths: WorkbookPaths) -> [String] {
        let folder = paths.exerciseFile(exercise.testsFolder)
        let texts = SourceFolder.swiftFiles(under: folder, relativeTo: paths.exercises).map { file in
            (file, TextFile.read(paths.exerciseFile(file)) ?? "")
        }
        return files(of: exercise, texts: Dictionary(texts, uniquingKeysWith: { _, last in last }))
    }

    /// The command that puts an exercise's tests back as shipped, keeping the learner's versions.
    public static func resetCommand(_ exercise: Exercise) -> String {
        "swift run workbook reset \(exercise.id) --tests"
    }
}
