/// Finds the ``Declaration``s in a file's tokens: each keyword that declares (`class`, `func`, `let`, `case`, …),
/// the modifiers before it (`public`, `static`, …), the name after it, its generic parameters and, for a type or an
/// extension, the names of its inheritance clause.
enum DeclarationReader {
    private static let declaring: [String: Declaration.Kind] = [
        "class": .class, "struct": .struct, "enum": .enum, "protocol": .protocol, "actor": .actor,
        "typealias": .typealias, "func": .function, "var": .variable, "let": .variable, "init": .initializer,
        "subscript": .subscript, "case": .enumCase, "associatedtype": .associatedType, "extension": .extension,
    ]
    private static let modifiers: Set<String> = [
        "public", "open", "private", "fileprivate", "internal", "package", "final", "static", "class", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "nonisolated", "convenience", "required", "dynamic",
        "optional", "indirect", "consuming", "borrowing", "isolated",
    ]

    static func declarations(in tokens: [SwiftToken]) -> [Declaration] {
        var found: [Declaration] = []
        var modifiersSeen: [String] = []
        var enclosing: [Int: String] = [:]
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("@") {
                index = skipAttribute(tokens, from: index)
                continue
            }
            guard let word = token.name else {
                modifiersSeen = []
                index += 1
                continue
            }
            if let kind = declaring[word], !(word == "class" && isModifierUse(tokens, after: index)) {
                if let declaration = read(kind, at: index, in: tokens, modifiers: modifiersSeen, enclosing: enclosing) {
                    found.append(declaration.main)
                    found += declaration.genericParameters
                    if declaration.main.kind.isType || declaration.main.kind == .extension, token.depth == 0 {
                        enclosing[0] = declaration.main.name
                    }
                }
                modifiersSeen = []
            } else if modifiers.contains(word) {
                modifiersSeen.append(word)
                if index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") {
                    index = skipParentheses(tokens, from: index + 1)
                    continue
                }
            } else {
                modifiersSeen = []
            }
            index += 1
        }
        return found
    }

    /// `class` followed by another declaring keyword or modifier is a modifier (`class func`, `class var`).
    private static func isModifierUse(_ tokens: [SwiftToken], after index: Int) -> Bool {
        guard index + 1 < tokens.count, let next = tokens[index + 1].name else { return false }
        return declaring[next] != nil || modifiers.contains(next)
    }

    private static func read(
        _ kind: Declaration.Kind, at index: Int, in tokens: [SwiftToken], modifiers: [String], enclosing: [Int: String]
    ) -> (main: Declaration, genericParameters: [Declaration])? {
        let keyword = tokens[index]
        var position = index + 1
        var name: String
        switch kind {
        case .initializer, .subscript:
            name = kind == .initializer ? "init" : "subscript"
        default:
            guard position < tokens.count, let next = tokens[position].name, declaring[next] == nil else { return nil }
            name = next
            position += 1
            if kind == .extension {
                while position + 1 < tokens.count, tokens[position].isPunctuation("."),
                    let member = tokens[position + 1].name
                {
                    name += "." + member
                    position += 2
                }
            }
        }
        var generics: [Declaration] = []
        if position < tokens.count, tokens[position].isPunctuation("<"), kind != .extension {
            (generics, position) = genericParameters(tokens, from: position)
        }
        var inherits: [String] = []
        let inheriting: Set<Declaration.Kind> = [.class, .struct, .enum, .protocol, .actor, .extension]
        if inheriting.contains(kind), position < tokens.count, tokens[position].isPunctuation(":") {
            inherits = inheritanceClause(tokens, from: position + 1)
        }
        let depth = keyword.depth
        let main = Declaration(
            name: name, kind: kind, line: keyword.line, column: keyword.column, depth: depth,
            isPublic: modifiers.contains("public") || modifiers.contains("open"),
            isStatic: modifiers.contains("static") || modifiers.contains("class"), inherits: inherits,
            enclosingType: depth == 1 ? enclosing[0] : nil)
        return (
            main,
            generics.map { parameter in
                Declaration(
                    name: parameter.name, kind: .genericParameter, line: parameter.line, column: parameter.column,
                    depth: depth + 1)
            }
        )
    }

    /// The names declared between `<` and its `>`: each name right after `<` or `,`.
    private static func genericParameters(_ tokens: [SwiftToken], from start: Int) -> ([Declaration], Int) {
        var names: [Declaration] = []
        var angle = 0
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            if token.isPunctuation("<") { angle += 1 }
            if token.isPunctuation(">") {
                angle -= 1
                if angle == 0 { return (names, position + 1) }
            }
            if angle == 1, let name = token.name, position > 0,
                tokens[position - 1].isPunctuation("<") || tokens[position - 1].isPunctuation(",")
            {
                names.append(
                    Declaration(
                        name: name, kind: .genericParameter, line: token.line, column: token.column, depth: 0))
            }
            position += 1
        }
        return (names, position)
    }

    /// The type names of an inheritance clause, up to its `{` or `where`; for `Module.Type`, the type.
    private static func inheritanceClause(_ tokens: [SwiftToken], from start: Int) -> [String] {
        var names: [String] = []
        var angle = 0
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            if token.isPunctuation("{") || token.name == "where" { break }
            if token.isPunctuation("<") { angle += 1 }
            if token.isPunctuation(">") { angle -= 1 }
            if angle == 0, let name = token.name, !["any", "some"].contains(name) {
                if position > 0, tokens[position - 1].isPunctuation("."), !names.isEmpty {
                    names[names.count - 1] = name
                } else {
                    names.append(name)
                }
            }
            position += 1
        }
        return names
    }

    /// Skips `@Name` and its parenthesised arguments, if any.
    private static func skipAttribute(_ tokens: [SwiftToken], from start: Int) -> Int {
        var position = start + 2
        if position < tokens.count, tokens[position].isPunctuation("(") {
            position = skipParentheses(tokens, from: position)
        }
        return position
    }

    /// The index after the `)` matching the `(` at `start`.
    private static func skipParentheses(_ tokens: [SwiftToken], from start: Int) -> Int {
        var level = 0
        var position = start
        while position < tokens.count {
            if tokens[position].isPunctuation("(") { level += 1 }
            if tokens[position].isPunctuation(")") {
                level -= 1
                if level == 0 { return position + 1 }
            }
            position += 1
        }
        return position
    }
}
