/// One piece of Swift code as the scanner reads it: a name (`ProsViewModel`, `presentScene`, `class`), a string
/// literal's text, or a single punctuation character, with where it stands. Comments never become tokens; a string
/// is one token of its text (its interpolations left out), and the code inside its `\( … )` is read as code.
public struct SwiftToken: Sendable, Equatable {
    /// What the token is.
    public enum Kind: Sendable, Equatable {
        case name(String)
        /// The text of a string literal, without its interpolations: `"/products/\(id)"` reads `/products/`.
        case string(String)
        case punctuation(Character)
    }

    public let kind: Kind
    /// 1-based line and column.
    public let line: Int
    public let column: Int
    /// How many `{` enclose the token: 0 at the top level of the file.
    public let depth: Int

    public init(_ kind: Kind, line: Int, column: Int, depth: Int) {
        self.kind = kind
        self.line = line
        self.column = column
        self.depth = depth
    }

    /// The name, when the token is one.
    public var name: String? {
        if case .name(let name) = kind { return name }
        return nil
    }

    /// The text, when the token is a string literal.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// Whether the token is the punctuation `character`.
    public func isPunctuation(_ character: Character) -> Bool {
        kind == .punctuation(character)
    }
}
