import Foundation
import WorkbookShell

/// The line counting behind `workbook compare`: simple, line-based rules a reader can repeat by hand.
public enum SourceCounter {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol"]
    private static let modifiers: Set<String> = [
        "public", "internal", "private", "fileprivate", "open", "final", "indirect", "nonisolated", "package",
    ]

    /// What `compare` counts in one file: lines of code, type declarations and protocol declarations.
    public struct FileCounts: Equatable, Sendable {
        public var linesOfCode: Int
        public var types: Int
        public var protocols: Int
    }

    /// The three counts of `linesOfCode(in:)`, `typeDeclarations(in:)` and `protocolDeclarations(in:)`, read in one
    /// pass over the file's lines.
    public static func counts(in text: String) -> FileCounts {
        let lines = codeLines(text)
        let keywords = lines.compactMap(declaredKeyword)
        return FileCounts(
            linesOfCode: lines.count, types: keywords.filter(typeKeywords.contains).count,
            protocols: keywords.filter { $0 == "protocol" }.count)
    }

    /// Lines that are not blank and not only a `//` comment.
    public static func linesOfCode(in text: String) -> Int {
        codeLines(text).count
    }

    /// Declarations of `class`, `struct`, `enum`, `actor` or `protocol` (not `class func` or `class var`).
    public static func typeDeclarations(in text: String) -> Int {
        codeLines(text).filter { declaredKeyword($0).map(typeKeywords.contains) ?? false }.count
    }

    public static func protocolDeclarations(in text: String) -> Int {
        codeLines(text).filter { declaredKeyword($0) == "protocol" }.count
    }

    /// `@Test` attributes: one per test function (a parameterised test counts once).
    public static func testDeclarations(in text: String) -> Int {
        codeLines(text).filter { $0.hasPrefix("@Test") }.count
    }

    /// Each line with its indentation dropped, leaving out blank lines and `//` comments. (Trailing spaces stay: no
    /// rule here reads the end of a line.)
    private static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { $0.drop(while: \.isWhitespace) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// The keyword a line declares with, once attributes and modifiers are skipped — but only when a name follows it
    /// (so `class func make()` declares a function, not a class).
    private static func declaredKeyword(_ line: Substring) -> String? {
        let words = line.split(separator: " ").map(String.init)
            .drop { $0.hasPrefix("@") || modifiers.contains($0) || $0.hasPrefix("private(") || $0.hasPrefix("public(") }
        guard let keyword = words.first, let name = words.dropFirst().first else { return nil }
        return ["func", "var", "let", "subscript", "init"].contains(name) ? nil : keyword
    }
}
