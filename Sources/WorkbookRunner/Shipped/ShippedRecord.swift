import Foundation
import WorkbookShell

/// `Exercises/shipped.txt`: every exercise file as the workbook ships it (stubs and tests), each by its git blob id.
///
/// ```text
/// 5c1f0e2d…  Chapter04/Sources/Exercise4_2/ActionURLReader.swift
/// ```
///
/// `workbook reset` restores a file from its id, so "as shipped" never depends on the learner's own commits;
/// `workbook verify` checks that the list matches the files; `workbook verify --record-shipped` rewrites it.
public struct ShippedRecord: Sendable, Equatable {
    /// Blob id by path, relative to `Exercises/`.
    public private(set) var ids: [String: String]

    public init(ids: [String: String] = [:]) {
        self.ids = ids
    }

    public init(text: String) {
        ids = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { continue }
            ids[words[1].trimmingCharacters(in: .whitespaces)] = String(words[0])
        }
    }

    /// The record in `Exercises/shipped.txt`, or nil when there is none.
    public init?(paths: WorkbookPaths) {
        guard let text = TextFile.read(paths.shippedRecord) else { return nil }
        self.init(text: text)
    }

    /// The record of the exercises' stubs and tests as they are now.
    public static func recording(_ exercises: [Exercise], paths: WorkbookPaths) -> ShippedRecord {
        var ids: [String: String] = [:]
        for file in exercises.flatMap({ shippable($0, paths: paths) }) {
            ids[file] = TextFile.read(paths.exerciseFile(file)).map(GitBlobID.of)
        }
        return ShippedRecord(ids: ids)
    }

    /// The files of an exercise a record lists: every Swift file of its stubs' and its tests' folders.
    public static func shippable(_ exercise: Exercise, paths: WorkbookPaths) -> [String] {
        [exercise.sourcesFolder, exercise.testsFolder].flatMap {
            SourceFolder.swiftFiles(under: paths.exerciseFile($0), relativeTo: paths.exercises)
        }
    }

    /// The exercises whose stubs or tests, as they are now, are not the recorded ones: a learner's work, or an
    /// author's change not yet recorded.
    public func exercisesDiffering(_ exercises: [Exercise], paths: WorkbookPaths) -> [Exercise] {
        exercises.filter { exercise in
            let now = Self.recording([exercise], paths: paths).ids
            let recorded = [exercise.sourcesFolder, exercise.testsFolder].flatMap { self.paths(under: $0) }
            return Set(now.keys) != Set(recorded) || recorded.contains { ids[$0] != now[$0] }
        }
    }

    /// The recorded files under `folder` (relative to `Exercises/`), sorted.
    public func paths(under folder: String) -> [String] {
        ids.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
    }

    public var text: String {
        let header = [
            "# The exercise files as the workbook ships them, each by its git blob id (`git hash-object <file>`).",
            "# `workbook reset` puts a file back from its id, whatever has been committed since; `workbook verify`",
            "# checks this list. After changing a stub or a test on purpose: swift run workbook verify --record-shipped",
        ]
        let entries = ids.keys.sorted().map { "\(ids[$0] ?? "")  \($0)" }
        return (header + entries).joined(separator: "\n") + "\n"
    }
}
