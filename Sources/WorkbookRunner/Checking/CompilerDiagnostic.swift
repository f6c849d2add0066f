import WorkbookShell

/// One error the compiler reported, with the source excerpt it printed under it.
public struct CompilerDiagnostic: Sendable, Equatable {
    /// The absolute path of the file, as the compiler printed it.
    public var file: String
    public var line: Int
    /// The header and the excerpt lines, as printed.
    public var text: [String]

    /// The errors in a build's output, each once (the compiler can print an error twice while emitting a module).
    /// Warnings and notes are left out: a learner's check is about what stops the build.
    public static func errors(in output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        var current: CompilerDiagnostic?
        var seen: Set<String> = []

        func finish() {
            if let diagnostic = current, let header = diagnostic.text.first, seen.insert(header).inserted {
                result.append(diagnostic)
            }
            current = nil
        }

        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let header = header(line) {
                finish()
                if header.isError {
                    current = CompilerDiagnostic(file: header.file, line: header.line, text: [line])
                }
            } else if current != nil, isExcerpt(line) {
                current?.text.append(line)
            } else {
                finish()
            }
        }
        finish()
        return result
    }

    /// `/path/File.swift:3:18: error: message` → the file, the line, and whether it is an error.
    private static func header(_ line: String) -> (file: String, line: Int, isError: Bool)? {
        let markers = [": error: ", ": warning: ", ": note: "]
        guard let marker = markers.first(where: { line.contains($0) }),
            let markerRange = line.range(of: marker)
        else { return nil }
        let location = line[..<markerRange.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
            Int(location[location.count - 1]) != nil
        else { return nil }
        let file = location.dropLast(2).joined(separator: ":")
        guard file.hasSuffix(".swift") else { return nil }
        return (file, lineNumber, marker == ": error: ")
    }

    /// The compiler's excerpt lines: `3 |     let x: Int = "a"` and `  |          `- error: …`.
    private static func isExcerpt(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard !trimmed.isEmpty else { return false }
        let digits = trimmed.prefix { $0.isNumber }
        return trimmed.dropFirst(digits.count).hasPrefix(" |") || trimmed.hasPrefix("|")
    }
}
