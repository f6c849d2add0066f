/// A way a learner might try to pass an exercise without learning its lesson — the one-liner, the chapter's excerpt
/// pasted in, the half fix — shipped beside the solution so that `workbook verify` can prove it fails.
///
/// Its files live in `ChapterNN/Shortcuts/ExerciseN_M/<name>/`, named as the stubs are; a stub without a file
/// there stays as shipped.
public struct Shortcut: Sendable, Equatable, Decodable {
    /// The folder's name, and how the verify table names it: `one-liner`, `chapter-excerpt`, `half-fix`.
    public let name: String
    /// What the shortcut does, in a few words: "calls MiniRx's own withLatestFrom".
    public let tries: String
    /// Words that a failure of the exercise's tests (its test's name, its message or its comment) must contain: the
    /// reason the shortcut fails, so that it cannot pass for failing another way.
    public let failsWith: String
    /// Whether the shortcut cannot compile by design (the module cannot reach what it calls), rather than fail a test.
    public let doesNotCompile: Bool

    public init(name: String, tries: String, failsWith: String, doesNotCompile: Bool = false) {
        self.name = name
        self.tries = tries
        self.failsWith = failsWith
        self.doesNotCompile = doesNotCompile
    }

    private enum CodingKeys: String, CodingKey {
        case name, tries, failsWith, doesNotCompile
    }

    /// Missing keys decode as empty values, so that `workbook verify` can name what is missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        tries = try container.decodeIfPresent(String.self, forKey: .tries) ?? ""
        failsWith = try container.decodeIfPresent(String.self, forKey: .failsWith) ?? ""
        doesNotCompile = try container.decodeIfPresent(Bool.self, forKey: .doesNotCompile) ?? false
    }
}
