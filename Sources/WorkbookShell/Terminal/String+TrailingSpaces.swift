extension String {
    /// The line without the spaces padding left at its end: what a laid-out line prints, so no terminal line ends in
    /// blanks (the tour's columns, `compare --spec`'s matrix).
    public var trailingSpacesTrimmed: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
