import WorkbookShell

/// A way a learner might try to pass an exercise without learning its lesson — the one-liner, the chapter's excerpt
/// pasted in, the half fix — shipped beside the solution so that `workbook verify` can prove it fails.
///
/// A shortcut is either files — in `ChapterNN/Shortcuts/ExerciseN_M/<name>/`, named as the stubs are; a stub
/// without a file there stays as shipped — or the solution with a few edits (`fromSolution`): the half fix that
/// leaves out one line of the answer is said best as that line, and stays in step with the solution.
public struct Shortcut: Sendable, Equatable, Decodable {
    /// One edit of a solution file: `replace` (found exactly once) becomes `with`.
    public struct Edit: Sendable, Equatable, Decodable {
        /// The file's name in the exercise's folder: `SearchLogic.swift`.
        public let file: String
        public let replace: String
        public let with: String

        public init(file: String, replace: String, with: String) {
            self.file = file
            self.replace = replace
            self.with = with
        }
    }

    /// The folder's name, and how the verify table names it: `one-liner`, `chapter-excerpt`, `half-fix`.
    public let name: String
    /// What the shortcut does, in a few words: "calls MiniRx's own withLatestFrom".
    public let tries: String
    /// Words that a failure of the exercise's tests (its test's name, its message or its comment) must contain: the
    /// reason the shortcut fails, so that it cannot pass for failing another way.
    public let failsWith: String
    /// Whether the shortcut cannot compile by design (the module cannot reach what it calls), rather than fail a test.
    public let doesNotCompile: Bool
    /// The edits that make the shortcut from the solution; `nil` for a shortcut made of files.
    public let fromSolution: [Edit]?

    public init(
        name: String, tries: String, failsWith: String, doesNotCompile: Bool = false, fromSolution: [Edit]? = nil
    ) {
        self.name = name
        self.tries = tries
        self.failsWith = failsWith
        self.doesNotCompile = doesNotCompile
        self.fromSolution = fromSolution
    }

    private enum CodingKeys: String, CodingKey {
        case name, tries, failsWith, doesNotCompile, fromSolution
    }

    /// Missing keys decode as empty values, so that `workbook verify` can name what is missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        tries = try container.decodeIfPresent(String.self, forKey: .tries) ?? ""
        failsWith = try container.decodeIfPresent(String.self, forKey: .failsWith) ?? ""
        doesNotCompile = try container.decodeIfPresent(Bool.self, forKey: .doesNotCompile) ?? false
        fromSolution = try container.decodeIfPresent([Edit].self, forKey: .fromSolution)
    }

    /// The solution file's text with this shortcut's edits made, and the edits that found nothing to replace.
    public func edited(_ solution: String, file: String) -> (text: String, unmatched: [Edit]) {
        var text = solution
        var unmatched: [Edit] = []
        for edit in fromSolution ?? [] where edit.file == file {
            guard !edit.replace.isEmpty, let range = text.range(of: edit.replace) else {
                unmatched.append(edit)
                continue
            }
            text.replaceSubrange(range, with: edit.with)
        }
        return (text, unmatched)
    }
}
