/// Swift source text for values the workbook writes into generated manifests.
public enum SwiftLiteral {
    /// A string literal: `"Exercise4_2"`, with backslashes and quotes escaped.
    public static func string(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// An array of string literals: `["-I", "/path"]`.
    public static func strings(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ", ") + "]"
    }
}
