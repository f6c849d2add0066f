import ArchitectureRules

/// A place in an app's code that every app has, found by reading the code: a screen, the request a feature sends, the
/// construction of an alert. ``FeaturePath`` runs from one anchor to the next.
public enum FeatureAnchor: Sendable, Equatable, CustomStringConvertible {
    /// The file that declares the screen `name`: a type called `<name>ViewController` or `<name>VC`, the names the
    /// write-ups give their screens.
    case screen(String)
    /// The line that holds a URL starting with `path`, with `.method` (`.post`) on it or on one of the three lines
    /// around it (where the URL is built first and sent after).
    case request(method: String, path: String)
    /// A file that builds a `type` by calling its initialiser: `UIAlertController(`.
    case constructs(String)

    /// The lines of `file` where the anchor stands (empty when it does not).
    public func lines(in file: SourceFile) -> [Int] {
        let tokens = file.tokens
        switch self {
        case .screen(let name):
            let names: Set<String> = [name + "ViewController", name + "VC"]
            return file.declarations.filter { $0.depth == 0 && $0.kind == .class && names.contains($0.name) }
                .map(\.line)
        case .request(let method, let path):
            let methodLines = tokens.indices.filter { index in
                tokens[index].name == method && index > 0 && tokens[index - 1].isPunctuation(".")
            }.map { tokens[$0].line }
            let urlLines = tokens.filter { $0.string?.hasPrefix(path) ?? false }.map(\.line)
            return urlLines.filter { line in methodLines.contains { abs($0 - line) <= 3 } }
                .reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        case .constructs(let type):
            return tokens.indices.filter { index in
                tokens[index].name == type && index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
                    && (index == 0 || !tokens[index - 1].isPunctuation("."))
            }.map { tokens[$0].line }
        }
    }

    /// `the Reservations screen`, `POST /reservations`, `a UIAlertController`.
    public var description: String {
        switch self {
        case .screen(let name): "the \(name) screen"
        case .request(let method, let path): "\(method.uppercased()) \(path)"
        case .constructs(let type): "a new \(type)"
        }
    }
}
