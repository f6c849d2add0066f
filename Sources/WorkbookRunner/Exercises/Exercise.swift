import Foundation
import WorkbookShell

/// One exercise, as listed in `Exercises/exercises.json`: what to change, where, how it is tested, and hints.
///
/// Everything else is named after the id: exercise `4.2` is the module `Exercise4_2`, its stubs live in
/// `Chapter04/Sources/Exercise4_2/`, its tests in `Chapter04/Tests/Exercise4_2Tests/`, its solution in
/// `Chapter04/Solutions/Exercise4_2/`. Paths are relative to the `Exercises` folder.
public struct Exercise: Sendable, Equatable, Decodable {
    /// `"4.2"`: chapter 4, exercise 2.
    public let id: String
    public let chapter: Int
    public let title: String
    /// The files the learner edits, relative to `Exercises/`.
    public let files: [String]
    /// The display name of the exercise's test suite: `"Exercise 4.2 — Write an action URL that reads back as it was, or refuse it"`.
    public let suite: String
    /// From gentle to specific.
    public let hints: [String]
    /// Whether the exercise's code runs on the main actor by default, as app code does.
    public let mainActor: Bool
    /// The workbook modules the exercise's own code may import, when it may not import them all: exercise 4.2 asks
    /// for a URL writer of the learner's own, so its code may import none (and cannot reach the app's encoder).
    /// `nil`, the usual case, allows every module. The tests may always import any.
    public let imports: [String]?
    /// The shortcuts a learner might try, each proven by `workbook verify` to fail.
    public let shortcuts: [Shortcut]

    public init(
        id: String, chapter: Int, title: String, files: [String], suite: String, hints: [String],
        mainActor: Bool = true, imports: [String]? = nil, shortcuts: [Shortcut] = []
    ) {
        self.id = id
        self.chapter = chapter
        self.title = title
        self.files = files
        self.suite = suite
        self.hints = hints
        self.mainActor = mainActor
        self.imports = imports
        self.shortcuts = shortcuts
    }

    /// The keys of an entry in `exercises.json`.
    private enum CodingKeys: String, CodingKey {
        case id, chapter, title, files, suite, hints, mainActor, imports, shortcuts
    }

    /// Missing keys decode as empty values, so that `workbook verify` can name what is missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
        chapter = try container.decodeIfPresent(Int.self, forKey: .chapter) ?? 0
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        files = try container.decodeIfPresent([String].self, forKey: .files) ?? []
        suite = try container.decodeIfPresent(String.self, forKey: .suite) ?? ""
        hints = try container.decodeIfPresent([String].self, forKey: .hints) ?? []
        mainActor = try container.decodeIfPresent(Bool.self, forKey: .mainActor) ?? true
        imports = try container.decodeIfPresent([String].self, forKey: .imports)
        shortcuts = try container.decodeIfPresent([Shortcut].self, forKey: .shortcuts) ?? []
    }

    /// The chapter and the exercise's number in it, when the id reads `C.N`.
    public var number: (chapter: Int, index: Int)? { Self.number(of: id) }

    /// `"4.2"` → (4, 2); `nil` for an id that does not read `C.N`.
    public static func number(of id: String) -> (chapter: Int, index: Int)? {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let chapter = Int(parts[0]), let index = Int(parts[1]), chapter > 0, index > 0 else {
            return nil
        }
        return (chapter, index)
    }

    /// The Swift module of the stubs: `Exercise4_2`.
    public var module: String { "Exercise" + id.replacingOccurrences(of: ".", with: "_") }

    /// The test module: `Exercise4_2Tests`.
    public var testModule: String { module + "Tests" }

    /// `Chapter04`.
    public var chapterFolder: String { String(format: "Chapter%02d", chapter) }

    /// `Chapter04/Sources/Exercise4_2`.
    public var sourcesFolder: String { chapterFolder + "/Sources/" + module }

    /// `Chapter04/Tests/Exercise4_2Tests`.
    public var testsFolder: String { chapterFolder + "/Tests/" + testModule }

    /// `Chapter04/Solutions/Exercise4_2`.
    public var solutionsFolder: String { chapterFolder + "/Solutions/" + module }

    /// `Chapter04/Shortcuts/Exercise4_2`.
    public var shortcutsFolder: String { chapterFolder + "/Shortcuts/" + module }

    /// Where a shortcut's version of one of `files` lives: the same path under `Shortcuts/<module>/<name>/`.
    public func shortcutFile(_ shortcut: Shortcut, for file: String) -> String {
        let prefix = sourcesFolder + "/"
        guard file.hasPrefix(prefix) else { return file }
        return shortcutsFolder + "/" + shortcut.name + "/" + file.dropFirst(prefix.count)
    }

    /// Where the solved version of one of `files` lives: the same path under `Solutions/`.
    public func solution(for file: String) -> String {
        let prefix = sourcesFolder + "/"
        guard file.hasPrefix(prefix) else { return file }
        return solutionsFolder + "/" + file.dropFirst(prefix.count)
    }

    /// Whether id `a` comes before id `b` in the book: by chapter, then by number (so 1.10 comes after 1.9); ids that
    /// do not read `C.N` come last.
    public static func isBefore(_ a: String, _ b: String) -> Bool {
        let left = number(of: a) ?? (Int.max, Int.max)
        let right = number(of: b) ?? (Int.max, Int.max)
        return (left.chapter, left.index, a) < (right.chapter, right.index, b)
    }
}
