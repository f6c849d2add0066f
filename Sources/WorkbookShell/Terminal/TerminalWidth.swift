import Foundation

/// How many columns the output may use: the terminal's width, or `COLUMNS`, or 80.
public enum TerminalWidth {
    /// The width when nothing says otherwise: what a terminal opens with.
    public static let standard = 80

    /// The width of the terminal on standard output; else `COLUMNS`; else ``standard``. Never under 40.
    public static func current(environment: [String: String]) -> Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return max(40, Int(size.ws_col))
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return max(40, columns)
        }
        return standard
    }
}
