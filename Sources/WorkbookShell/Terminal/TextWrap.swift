/// Breaks prose into lines that fit a width, at spaces; a word longer than the width gets a line of its own.
/// Code in backticks is never broken: a span that does not fit moves to the next line whole (a hint's code reads
/// as it would be typed). The first line starts with `prefix` (a label, an indent), the others with `indent`. Only
/// for prose: code and compiler output are shown as they are.
public enum TextWrap {
    public static func lines(_ text: String, width: Int, prefix: String = "", indent: String = "") -> [String] {
        var lines: [String] = []
        var current = prefix
        var currentHasWord = false
        for word in words(of: text) {
            if !currentHasWord {
                current += word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = indent + word
            }
            currentHasWord = true
        }
        lines.append(current)
        return lines
    }

    /// The text's words, split at spaces, except that a span in backticks stays one word.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var inCode = false
        for piece in text.split(separator: " ", omittingEmptySubsequences: true) {
            if inCode, let last = words.popLast() {
                words.append(last + " " + piece)
            } else {
                words.append(String(piece))
            }
            if piece.filter({ $0 == "`" }).count % 2 == 1 { inCode.toggle() }
        }
        return words
    }
}
