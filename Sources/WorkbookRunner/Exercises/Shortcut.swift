import WorkbookShell

/// A way a learner might try to pass an exercise without learning its lesson — the one-liner, the chapter's excerpt
/// pasted in, the half fix, the test edited until it passes — shipped beside the solution so that `workbook verify`
/// can prove it fails.
///
/// A shortcut is one of three kinds:
/// - files, in `ChapterNN/Shortcuts/ExerciseN_M/<name>/`, named as the stubs are; a stub without a file there stays
///   as shipped;
/// - the solution with a few edits (`fromSolution`): the half fix that leaves out one line of the answer is said
///   best as that line, and stays in step with the solution;
/// - the exercise's tests with a few edits (`editsTests`), the stubs as shipped: an early `return`, every `#expect`
///   taken out. A check refuses an exercise whose tests differ from the shipped ones before it builds anything, so
///   `verify` proves the refusal without a build.
public struct Shortcut: Sendable, Equatable, Decodable {
    /// One edit of a file: `replace` becomes `with` — where it is first found, or wherever it is (`everywhere`).
    public struct Edit: Sendable, Equatable, Decodable {
        /// The file's name in the exercise's folder (of solutions, or of tests): `SearchLogic.swift`.
        public let file: String
        public let replace: String
        public let with: String
        /// Whether every occurrence of `replace` is replaced, not only the first: `#expect(` in every test.
        public let everywhere: Bool

        public init(file: String, replace: String, with: String, everywhere: Bool = false) {
            self.file = file
            self.replace = replace
            self.with = with
            self.everywhere = everywhere
        }

        private enum CodingKeys: String, CodingKey {
            case file, replace, with, everywhere
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            file = try container.decodeIfPresent(String.self, forKey: .file) ?? ""
            replace = try container.decodeIfPresent(String.self, forKey: .replace) ?? ""
            with = try container.decodeIfPresent(String.self, forKey: .with) ?? ""
            everywhere = try container.decodeIfPresent(Bool.self, forKey: .everywhere) ?? false
        }
    }

    /// The folder's name, and how the verify table names it: `one-liner`, `chapter-excerpt`, `half-fix`.
    public let name: String
    /// What the shortcut does, in a few words: "calls MiniRx's own withLatestFrom".
    public let tries: String
    /// Words that a failure of the exercise's tests (its test's name, its message or its comment) must contain: the
    /// reason the shortcut fails, so that it cannot pass for failing another way. A shortcut that edits the tests
    /// needs none: its failure is the check's refusal.
    public let failsWith: String
    /// Whether the shortcut cannot compile by design (the module cannot reach what it calls), rather than fail a test.
    public let doesNotCompile: Bool
    /// The edits that make the shortcut from the solution; `nil` for a shortcut of another kind.
    public let fromSolution: [Edit]?
    /// The edits the shortcut makes to the exercise's tests; `nil` for a shortcut of another kind.
    public let editsTests: [Edit]?

    public init(
        name: String, tries: String, failsWith: String, doesNotCompile: Bool = false, fromSolution: [Edit]? = nil,
        editsTests: [Edit]? = nil
    ) {
        self.name = name
        self.tries = tries
        self.failsWith = failsWith
        self.doesNotCompile = doesNotCompile
        self.fromSolution = fromSolution
        self.editsTests = editsTests
    }

    private enum CodingKeys: String, CodingKey {
        case name, tries, failsWith, doesNotCompile, fromSolution, editsTests
    }

    /// Missing keys decode as empty values, so that `workbook verify` can name what is missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        tries = try container.decodeIfPresent(String.self, forKey: .tries) ?? ""
        failsWith = try container.decodeIfPresent(String.self, forKey: .failsWith) ?? ""
        doesNotCompile = try container.decodeIfPresent(Bool.self, forKey: .doesNotCompile) ?? false
        fromSolution = try container.decodeIfPresent([Edit].self, forKey: .fromSolution)
        editsTests = try container.decodeIfPresent([Edit].self, forKey: .editsTests)
    }

    /// Whether the shortcut is an edit of the tests: its proof is the check's refusal, not a failing test.
    public var isTestEdit: Bool { editsTests != nil }

    /// The solution file's text with this shortcut's edits made, and the edits that found nothing to replace.
    public func edited(_ solution: String, file: String) -> (text: String, unmatched: [Edit]) {
        Self.apply(fromSolution ?? [], to: solution, file: file)
    }

    /// A test file's text with this shortcut's edits made, and the edits that found nothing to replace.
    public func editedTest(_ test: String, file: String) -> (text: String, unmatched: [Edit]) {
        Self.apply(editsTests ?? [], to: test, file: file)
    }

    private static func apply(_ edits: [Edit], to original: String, file: String) -> (text: String, unmatched: [Edit]) {
        var text = original
        var unmatched: [Edit] = []
        for edit in edits where edit.file == file {
            guard !edit.replace.isEmpty, let range = text.range(of: edit.replace) else {
                unmatched.append(edit)
                continue
            }
            if edit.everywhere {
                text = text.replacingOccurrences(of: edit.replace, with: edit.with)
            } else {
                text.replaceSubrange(range, with: edit.with)
            }
        }
        return (text, unmatched)
    }
}
