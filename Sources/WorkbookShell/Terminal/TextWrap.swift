/// Breaks text into lines that fit a width. The first line starts with `prefix` (a label, an indent, a place), the
/// others with `indent`. Two modes:
/// - ``Mode/prose`` breaks at spaces; a word longer than the width gets a line of its own. Code in backticks is
///   never broken: a span that does not fit moves to the next line whole (a hint's code reads as it would be typed).
///   Nor is a number parted from the word after it, its unit: `17 breaks`, `30.6 s`, `(2 spies)` stay on one line.
/// - ``Mode/verbatim`` keeps the text as it is written — a name, a signature, a list of lines — so a run of spaces
///   stays a run, and a word longer than the room is broken where the room ends: nothing is cut, and no line passes
///   the width.
///
/// Code and compiler output shown whole, as a block, are not wrapped at all.
public enum TextWrap {
    /// How a text is broken into lines.
    public enum Mode: Sendable {
        /// At spaces, a run of them read as one; never inside a span in backticks, nor inside a word.
        case prose
        /// At single spaces, every space kept; inside a word that would not fit otherwise.
        case verbatim
    }

    public static func lines(
        _ text: String, width: Int, prefix: String = "", indent: String = "", mode: Mode = .prose
    ) -> [String] {
        switch mode {
        case .prose: proseLines(text, width: width, prefix: prefix, indent: indent)
        case .verbatim: verbatimLines(text, width: width, prefix: prefix, indent: indent)
        }
    }

    private static func proseLines(_ text: String, width: Int, prefix: String, indent: String) -> [String] {
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

    /// The text split at each single space (so `a  b` is `a`, an empty word, `b`: joined again with one space each,
    /// the run comes back), each line as full as its room allows, a word longer than the room cut into pieces that
    /// fill it.
    private static func verbatimLines(_ text: String, width: Int, prefix: String, indent: String) -> [String] {
        var lines: [String] = []
        var lead = prefix
        var line = ""
        func room() -> Int { max(1, width - lead.count) }
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = piece
            if !line.isEmpty, line.count + 1 + word.count > room() {
                lines.append(lead + line)
                lead = indent
                line = ""
            }
            // Here the line is empty (a word that fits no line's room does not fit after another word either).
            while word.count > room() {
                let fits = room()
                lines.append(lead + word.prefix(fits))
                lead = indent
                word = word.dropFirst(fits)
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(lead + line)
        return lines
    }

    /// The text's words, split at spaces, except that a span in backticks stays one word, and so does a number with
    /// the word after it.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var inCode = false
        var gluesNext = false
        for piece in text.split(separator: " ", omittingEmptySubsequences: true) {
            if inCode || gluesNext, let last = words.popLast() {
                words.append(last + " " + piece)
            } else {
                words.append(String(piece))
            }
            if piece.filter({ $0 == "`" }).count % 2 == 1 { inCode.toggle() }
            gluesNext = !gluesNext && isNumber(piece)
        }
        return words
    }

    /// `17`, `30.6`, `(2`, `$499`, `75/75`, `1.50×`: a number that a unit may follow. One that ends a phrase (`75/75,`,
    /// `3.`) does not hold on to the next word.
    static func isNumber(_ word: Substring) -> Bool {
        let body = word.drop { "($~≈".contains($0) }
        guard let first = body.first, first.isNumber, let last = body.last, !",.;:)".contains(last) else {
            return false
        }
        return body.allSatisfy { $0.isNumber || ".,/%×–-".contains($0) }
    }
}
