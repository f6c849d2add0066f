/// The modules a Swift file imports, read line by line: `import UBER`, `@testable import UBER`,
/// `internal import UBER`, `import struct UBER.ActionURL` all import `UBER`.
public enum SwiftImports {
    private static let kinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]
    private static let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]

    /// Each import's module and its line number (from 1), in order.
    public static func modules(in text: String) -> [(module: String, line: Int)] {
        var result: [(module: String, line: Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("import") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
                words = words.dropFirst()
            }
            guard words.first == "import", var path = words.dropFirst().first else { continue }
            if kinds.contains(path), let qualified = words.dropFirst(2).first { path = qualified }
            if let module = path.split(separator: ".").first {
                result.append((String(module), index + 1))
            }
        }
        return result
    }
}
