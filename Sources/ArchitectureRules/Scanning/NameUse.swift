/// One place where a file names something declared in another file: the scanner's unit of dependency.
public struct NameUse: Sendable, Hashable {
    /// The file that names it, from the repository's root.
    public let path: String
    public let line: Int
    public let column: Int
    /// The name as written: `ProsViewController`.
    public let name: String
    /// The module that declares it (the app's own, or a library such as `Backend`).
    public let declaringModule: String
    /// The file that declares it, from the repository's root.
    public let declaringPath: String
    /// The declaring file's folder inside its module (empty at the module's top level).
    public let declaringFolder: String

    public init(
        path: String, line: Int, column: Int, name: String, declaringModule: String, declaringPath: String,
        declaringFolder: String
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.name = name
        self.declaringModule = declaringModule
        self.declaringPath = declaringPath
        self.declaringFolder = declaringFolder
    }
}
