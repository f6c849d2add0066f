/// Splits Swift source into ``SwiftToken``s: names and punctuation, with line, column and brace depth.
///
/// It knows just enough Swift to be right about what a reader would call "the code": `//` and nested `/* */`
/// comments are skipped; a string literal (`"…"`, `"""…"""`, raw `#"…"#`) is one token of its text, and the code
/// inside its interpolations is read as code; numbers are skipped. It never fails: text it does not understand becomes punctuation.
public struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var tokens: [SwiftToken] = []

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The tokens of `text`, in order.
    public static func tokens(in text: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(text)
        tokenizer.readCode(untilClosingParenthesis: false)
        return tokenizer.tokens
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private var current: UInt8? { byte(at: index) }

    private mutating func advance() {
        if current == ASCII.newline {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Reads code until the end of the text, or (inside an interpolation) until the `)` that closes it.
    private mutating func readCode(untilClosingParenthesis: Bool) {
        var parentheses = 0
        while let byte = current {
            if byte == ASCII.slash, self.byte(at: index + 1) == ASCII.slash {
                while let next = current, next != ASCII.newline { advance() }
            } else if byte == ASCII.slash, self.byte(at: index + 1) == ASCII.star {
                skipBlockComment()
            } else if byte == ASCII.quote || (byte == ASCII.hash && startsRawString()) {
                readString()
            } else if ASCII.isNameStart(byte) {
                readName()
            } else if byte == ASCII.backtick {
                readBacktickedName()
            } else if ASCII.isDigit(byte) {
                while let next = current, ASCII.isNamePart(next) || next == ASCII.dot && nextIsDigit() { advance() }
            } else if ASCII.isSpace(byte) {
                advance()
            } else {
                if untilClosingParenthesis {
                    if byte == ASCII.openParenthesis { parentheses += 1 }
                    if byte == ASCII.closeParenthesis {
                        if parentheses == 0 {
                            advance()
                            return
                        }
                        parentheses -= 1
                    }
                }
                if byte == ASCII.closeBrace { depth = max(0, depth - 1) }
                emit(.punctuation(Character(Unicode.Scalar(byte))))
                if byte == ASCII.openBrace { depth += 1 }
                advance()
            }
        }
    }

    private func nextIsDigit() -> Bool {
        byte(at: index + 1).map(ASCII.isDigit) ?? false
    }

    private mutating func emit(_ kind: SwiftToken.Kind, at start: Int? = nil) {
        let offset = start ?? index
        tokens.append(SwiftToken(kind, line: line, column: offset - lineStart + 1, depth: depth))
    }

    private mutating func readName() {
        let start = index
        while let next = current, ASCII.isNamePart(next) { advance() }
        emit(.name(String(decoding: bytes[start..<index], as: UTF8.self)), at: start)
    }

    private mutating func readBacktickedName() {
        let start = index
        advance()
        let nameStart = index
        while let next = current, next != ASCII.backtick, next != ASCII.newline { advance() }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if current == ASCII.backtick { advance() }
        emit(.name(name), at: start)
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while let byte = current {
            if byte == ASCII.slash, self.byte(at: index + 1) == ASCII.star {
                nesting += 1
                advance()
            } else if byte == ASCII.star, self.byte(at: index + 1) == ASCII.slash {
                nesting -= 1
                advance()
                if nesting == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }

    /// Whether the `#`s here open a raw string (`#"`), rather than being `#if` or `#selector`.
    private func startsRawString() -> Bool {
        var offset = index
        while byte(at: offset) == ASCII.hash { offset += 1 }
        return byte(at: offset) == ASCII.quote
    }

    /// Reads a string literal as one token of its text (escapes kept as written), and the code of its interpolations.
    private mutating func readString() {
        let startLine = line
        let startColumn = index - lineStart + 1
        let startDepth = depth
        let firstToken = tokens.count
        var text: [UInt8] = []
        defer {
            tokens.insert(
                SwiftToken(
                    .string(String(decoding: text, as: UTF8.self)), line: startLine, column: startColumn,
                    depth: startDepth),
                at: firstToken)
        }
        var hashes = 0
        while current == ASCII.hash {
            hashes += 1
            advance()
        }
        let multiline = byte(at: index + 1) == ASCII.quote && byte(at: index + 2) == ASCII.quote
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes { advance() }
        while let byte = current {
            if byte == ASCII.backslash, closesWithHashes(hashes, from: index + 1) {
                let afterHashes = index + 1 + hashes
                if self.byte(at: afterHashes) == ASCII.openParenthesis {
                    while index <= afterHashes { advance() }
                    readCode(untilClosingParenthesis: true)
                } else {
                    text.append(byte)
                    advance()
                    if let escaped = current { text.append(escaped) }
                    advance()
                }
                continue
            }
            if !multiline, byte == ASCII.newline { return }
            if byte == ASCII.quote, (0..<quotes).allSatisfy({ self.byte(at: index + $0) == ASCII.quote }),
                closesWithHashes(hashes, from: index + quotes)
            {
                for _ in 0..<(quotes + hashes) { advance() }
                return
            }
            text.append(byte)
            advance()
        }
    }

    /// Whether `count` `#`s stand at `offset`.
    private func closesWithHashes(_ count: Int, from offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == ASCII.hash }
    }
}

/// The bytes the tokenizer looks for.
private enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let dot = UInt8(ascii: ".")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 48 && byte <= 57
    }

    static func isNamePart(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13
    }
}
