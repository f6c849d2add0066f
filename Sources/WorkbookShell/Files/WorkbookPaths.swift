import Foundation

/// Where everything lives, from the repository's root: the exercises, the chapters, and `.workbook/`,
/// the git-ignored folder that holds progress, backups and build scratch.
public struct WorkbookPaths: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The root at or above `directory`: the first folder that has `Exercises/exercises.json`.
    public static func find(from directory: URL) -> WorkbookPaths? {
        var folder = directory.standardizedFileURL
        while true {
            let manifest = folder.appendingPathComponent("Exercises/exercises.json")
            if FileManager.default.fileExists(atPath: manifest.path) {
                return WorkbookPaths(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    public var exercises: URL { root.appendingPathComponent("Exercises") }
    public var manifest: URL { exercises.appendingPathComponent("exercises.json") }
    public var exercisesPackage: URL { exercises.appendingPathComponent("Package.swift") }
    /// `Exercises/shipped.txt`: the exercise files as shipped, by git blob id.
    public var shippedRecord: URL { exercises.appendingPathComponent("shipped.txt") }
    public var chapters: URL { root.appendingPathComponent("Chapters") }
    public var state: URL { root.appendingPathComponent(".workbook") }
    public var progress: URL { state.appendingPathComponent("progress.txt") }
    public var backups: URL { state.appendingPathComponent("backups") }
    public var build: URL { state.appendingPathComponent("build") }

    /// The file at `path`, relative to `Exercises/`.
    public func exerciseFile(_ path: String) -> URL {
        exercises.appendingPathComponent(path)
    }

    /// How a path under `Exercises/` is shown to the learner: relative to the root.
    public func display(_ exercisePath: String) -> String {
        "Exercises/" + exercisePath
    }
}
