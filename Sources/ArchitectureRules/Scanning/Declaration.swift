/// A name a Swift file declares: a type, a function, a variable, an enum case, a generic parameter — or an extension,
/// which declares no name but adopts protocols for the type it extends.
public struct Declaration: Sendable, Equatable {
    /// What kind of thing is declared.
    public enum Kind: String, Sendable, Equatable {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `typealias`
        case function, variable, initializer, `subscript`, enumCase, associatedType, genericParameter
        case `extension`

        /// Whether the declaration is a type (the kinds another file names to depend on it).
        public var isType: Bool {
            [.class, .struct, .enum, .protocol, .actor, .typealias].contains(self)
        }
    }

    public let name: String
    public let kind: Kind
    public let line: Int
    public let column: Int
    /// Braces around it: 0 at the top level of the file, 1 for a member of a top-level type.
    public let depth: Int
    /// Declared `public` or `open`: another module can name it.
    public let isPublic: Bool
    /// Declared `static` (or `class`, for a member).
    public let isStatic: Bool
    /// The names in its inheritance clause, for a type or an extension: what it subclasses or adopts.
    public let inherits: [String]
    /// The top-level type (or extension) it belongs to, for a member; nil at the top level.
    public let enclosingType: String?

    public init(
        name: String, kind: Kind, line: Int, column: Int, depth: Int, isPublic: Bool = false, isStatic: Bool = false,
        inherits: [String] = [], enclosingType: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.line = line
        self.column = column
        self.depth = depth
        self.isPublic = isPublic
        self.isStatic = isStatic
        self.inherits = inherits
        self.enclosingType = enclosingType
    }

    /// Whether other files can name it as a dependency: a top-level declaration that is not an extension.
    public var isTopLevelName: Bool {
        depth == 0 && kind != .extension
    }
}
