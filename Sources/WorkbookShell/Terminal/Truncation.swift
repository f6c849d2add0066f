/// Cuts a line that does not fit its width, marking the cut with `…`: a table's cell, a column of `side-by-side`, a
/// screen of the tour, a title beside `verify`'s verdicts. A line that fits is left as it is.
public enum Truncation {
    public static func cut(_ text: some StringProtocol, toWidth width: Int) -> String {
        text.count > width ? String(text.prefix(max(0, width - 1))) + "…" : String(text)
    }
}
