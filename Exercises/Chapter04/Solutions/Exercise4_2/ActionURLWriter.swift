import Foundation

/// An action, to be written as a URL: the two forms of UBER's `ActionURL` (Sources/UBER/Models/ActionURL.swift).
/// This exercise's module cannot import UBER, so it has its own copy, and the writer below is yours.
enum ActionURL: Equatable, Sendable {
    case navigation(view: String, params: [String: String])
    case command(module: String, command: String, params: [String: String], viewId: String)
}

/// Why an action cannot be written as a URL the router would read back: the cases of UBER's `RouterError` a
/// writer can know about.
enum RouterError: Error, Equatable, Sendable {
    /// A module, command, view or parameter name with characters other than ASCII letters, digits and `_`.
    case invalidName(String)
    /// A view id with characters other than ASCII letters, digits, `_`, `-` and `.`.
    case invalidViewId(String)
}

/// Writes actions as the views send them, for the router to read: chapter 4's parser reads a URL by its grammar
/// and refuses what does not follow it; this is the other side of the same grammar.
enum ActionURLWriter {
    /// `myapp://<ViewName>[#<params>]` or `myapp://<module>?cmd=<command>[#<params>]@viewId=<id>`, parameters in
    /// name order, `#` only when there are parameters — each value written so that the router reads it back exactly
    /// as it was, whatever a person typed into it. An action no URL can carry (a name or view id the grammar does
    /// not allow) is refused with the ``RouterError`` that says why: the name, the command, then each parameter name
    /// in order, then the view id.
    static func write(_ action: ActionURL) -> Result<String, RouterError> {
        switch action {
        case .navigation(let view, let params):
            guard isName(view) else { return .failure(.invalidName(view)) }
            return parameters(params).map { "myapp://\(view)" + $0 }
        case .command(let module, let command, let params, let viewId):
            for name in [module, command] where !isName(name) { return .failure(.invalidName(name)) }
            return parameters(params).flatMap { written in
                guard isViewId(viewId) else { return .failure(.invalidViewId(viewId)) }
                return .success("myapp://\(module)?cmd=\(command)\(written)@viewId=\(viewId)")
            }
        }
    }

    /// `#name=value&…` in name order, each value percent-encoded; nothing at all for no parameters.
    private static func parameters(_ params: [String: String]) -> Result<String, RouterError> {
        guard !params.isEmpty else { return .success("") }
        var pairs: [String] = []
        for (name, value) in params.sorted(by: { $0.key < $1.key }) {
            guard isName(name) else { return .failure(.invalidName(name)) }
            pairs.append(name + "=" + encoded(value))
        }
        return .success("#" + pairs.joined(separator: "&"))
    }

    /// Every character but ASCII letters, digits and `-._~` percent-encoded: none of the grammar's own
    /// characters (`?#@=&`, a space, `%` itself) is left to cut the URL.
    private static func encoded(_ value: String) -> String {
        let unreserved = CharacterSet(charactersIn: "-._~").union(asciiLettersAndDigits)
        return value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let asciiLettersAndDigits = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// A module, command, view or parameter name: ASCII letters, digits and `_`.
    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// A view id: ASCII letters, digits, `_`, `-` and `.`.
    private static func isViewId(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }
    }
}
