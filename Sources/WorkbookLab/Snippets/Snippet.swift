import WorkbookShell

/// An excerpt of real code, marked in a source file between `// snippet: name` and `// end-snippet`,
/// dedented to the marker's indentation.
public struct Snippet: Sendable, Equatable {
    public var name: String
    /// Where it was marked, relative to the root: `Sources/RHA/Box/Box.swift`.
    public var file: String
    /// The line of the `// snippet:` marker.
    public var line: Int
    public var lines: [String]
}
