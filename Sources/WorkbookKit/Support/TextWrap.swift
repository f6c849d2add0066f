/// Breaks prose into lines that fit a width, at spaces; a word longer than the width gets a line of its own.
/// The first line starts with `prefix` (a label, an indent), the others with `indent`. Only for prose: code and
/// compiler output are shown as they are.
public enum TextWrap {
    public static func lines(_ text: String, width: Int, prefix: String = "", indent: String = "") -> [String] {
        var lines: [String] = []
        var current = prefix
        var currentHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
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
}
